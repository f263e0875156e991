import { describe, expect, it } from 'vitest';
import { formatPoints, formatPointsChange } from './points';

describe('points as the screens write them', () => {
  it('groups thousands with dots, no decimals', () => {
    expect(formatPoints('1250000')).toBe('1.250.000');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints('-12000')).toBe('-12.000');
    expect(formatPoints('x')).toBe('-');
  });

  it('signs a change', () => {
    expect(formatPointsChange('4400')).toBe('+4.400');
    expect(formatPointsChange('-5000')).toBe('-5.000');
    expect(formatPointsChange('0')).toBe('0');
  });
});
