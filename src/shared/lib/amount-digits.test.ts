import { describe, expect, it } from 'vitest';
import { digitsOf, groupDigits } from './amount-digits';

describe('amount digits', () => {
  it('keeps the digits typed, without leading zeros, at most 15', () => {
    expect(digitsOf('Rp001.250.000x')).toBe('1250000');
    expect(digitsOf('Rp1,250,000')).toBe('1250000');
    expect(digitsOf('')).toBe('');
    expect(digitsOf('0')).toBe('');
    expect(digitsOf('1'.repeat(20))).toHaveLength(15);
  });

  it('groups thousands with dots as they are typed, in both languages', () => {
    expect(groupDigits('1250000', 'id')).toBe('1.250.000');
    expect(groupDigits('1250000', 'en')).toBe('1.250.000');
    expect(groupDigits('500', 'id')).toBe('500');
    expect(groupDigits('', 'en')).toBe('');
    expect(groupDigits('999999999999999', 'id')).toBe('999.999.999.999.999');
  });
});
