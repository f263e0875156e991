import { describe, expect, it } from 'vitest';
import { formatRate, formatRupiah } from './money';
import { maskCard, maskMobile, maskName } from './masking';

describe('money and masking (spec section 9)', () => {
  it('writes rupiah with dot thousands and no decimals', () => {
    expect(formatRupiah('1250000')).toBe('Rp 1.250.000');
    expect(formatRupiah(100_000_000)).toBe('Rp 100.000.000');
    expect(formatRupiah('0')).toBe('Rp 0');
    expect(formatRupiah(-5000)).toBe('-Rp 5.000');
    expect(formatRupiah('abc')).toBe('Rp -');
  });

  it('keeps two decimals on rates', () => {
    expect(formatRate('1.95')).toBe('1,95%');
    expect(formatRate(3)).toBe('3,00%');
  });

  it('masks name, card and mobile as the spec says', () => {
    expect(maskName('Budi Santoso')).toBe('B*** S******');
    expect(maskCard('5213451234567890')).toBe('521345******7890');
    expect(maskMobile('81234567890')).toBe('81*****7890');
  });
});
