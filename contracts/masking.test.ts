import { describe, expect, it } from 'vitest';
import { maskCard, maskEmail, maskMobile, maskName, maskNik } from './masking';

describe('masking (spec section 9)', () => {
  it('keeps the first letter of a name and hides every other letter', () => {
    expect(maskName('Budi Santoso')).toBe('B*** *******');
    expect(maskName("Nur'aini")).toBe('N*******');
    expect(maskName(' Siti-Aisyah ')).toBe('S**********');
    expect(maskName('A')).toBe('A');
    expect(maskName('')).toBe('');
  });

  it('is the same whether masked once or twice (the bank masks, the screen masks again)', () => {
    expect(maskName(maskName('Budi Santoso'))).toBe(maskName('Budi Santoso'));
  });

  it('keeps card 6 + 4, mobile 2 + 4, NIK 4 + 4 and the email local part 2', () => {
    expect(maskCard('5213451234567890')).toBe('521345******7890');
    expect(maskMobile('81234567890')).toBe('81*****7890');
    expect(maskNik('3174011505900001')).toBe('3174********0001');
    expect(maskEmail('budi@contoh.co.id')).toBe('bu**@contoh.co.id');
  });
});
