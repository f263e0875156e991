import { describe, expect, it } from 'vitest';
import { formatPoints, formatPointsChange } from './points';

describe('points as the screens write them', () => {
  it('groups thousands as rupiah are, with dots in both languages, no decimals', () => {
    expect(formatPoints('1250000', 'id')).toBe('1.250.000');
    // English money is 'Rp1.250.000': points beside it are grouped the same (issue 40).
    expect(formatPoints('1250000', 'en')).toBe('1.250.000');
    expect(formatPoints(0, 'id')).toBe('0');
    expect(formatPoints('-12000', 'id')).toBe('\u221212.000');
    expect(formatPoints('x', 'id')).toBe('-');
  });

  it('signs a change', () => {
    expect(formatPointsChange('4400', 'id')).toBe('+4.400');
    expect(formatPointsChange('4400', 'en')).toBe('+4.400');
    expect(formatPointsChange('-5000', 'id')).toBe('\u22125.000');
    expect(formatPointsChange('0', 'id')).toBe('0');
  });
});
