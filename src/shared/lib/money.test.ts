import { describe, expect, it } from 'vitest';
import { formatRate, formatRupiah } from './money';
import { maskCard, maskMobile, maskName } from './masking';

describe('money on the screens and masking (spec section 9)', () => {
  it('writes rupiah with dots in both languages, rates in the reader language', () => {
    expect(formatRupiah('1250000', 'id')).toBe('Rp1.250.000');
    expect(formatRupiah('1250000', 'en')).toBe('Rp1.250.000');
    expect(formatRate('1.95', 'id')).toBe('1,95%');
    expect(formatRate('1.95', 'en')).toBe('1.95%');
  });

  it('masks name, card and mobile as the spec says', () => {
    expect(maskName('Budi Santoso')).toBe('B*** *******');
    expect(maskCard('5213451234567890')).toBe('521345******7890');
    expect(maskMobile('81234567890')).toBe('81*****7890');
  });
});
