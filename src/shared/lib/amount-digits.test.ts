import { describe, expect, it } from 'vitest';
import { digitsOf, groupDigits } from './amount-digits';

describe('amount digits', () => {
  it('keeps the digits typed, without leading zeros, at most 15', () => {
    expect(digitsOf('Rp 001.250.000x')).toBe('1250000');
    expect(digitsOf('')).toBe('');
    expect(digitsOf('0')).toBe('');
    expect(digitsOf('1'.repeat(20))).toHaveLength(15);
  });

  it('groups thousands with dots', () => {
    expect(groupDigits('1250000')).toBe('1.250.000');
    expect(groupDigits('500')).toBe('500');
    expect(groupDigits('')).toBe('');
  });
});
