import { describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { gainsOf, holds, outcomeOf, resultPath, targetOf } from './tier-view';

describe('tier gains', () => {
  it('Allo Pay to Allo Pay+: a larger balance cap, the same incoming cap, no interest', () => {
    expect(gainsOf('1', '2')).toEqual([
      { key: 'balanceCap', from: 2_000_000, to: 10_000_000, better: true },
      { key: 'incomingCap', from: 20_000_000, to: 20_000_000, better: false },
      { key: 'interest', from: null, to: null, better: false },
    ]);
  });

  it('Allo Pay+ to Allo Prime: no caps and 5% a year', () => {
    expect(gainsOf('2', '3')).toEqual([
      { key: 'balanceCap', from: 10_000_000, to: null, better: true },
      { key: 'incomingCap', from: 20_000_000, to: null, better: true },
      { key: 'interest', from: null, to: '5.00', better: true },
    ]);
  });
});

describe('the upgrade result', () => {
  it('is success as soon as the bank answers the tier, whatever the link says', () => {
    expect(holds('3', 'middle')).toBe(true);
    expect(outcomeOf('prime', '3', CODES.UPGRADE_UNSUCCESSFUL.code)).toBe('success');
    expect(outcomeOf('middle', '2', null)).toBe('success');
  });

  it('shows the refusal while the tier is not held, and nothing for an unknown code', () => {
    expect(outcomeOf('prime', '2', CODES.UPGRADE_UNSUCCESSFUL.code)).toBe('unsuccessful');
    expect(outcomeOf('prime', '2', CODES.UPGRADE_VALIDATION_FAILED.code)).toBe('validation-failed');
    expect(outcomeOf('prime', '2', '80488999')).toBe('none');
    expect(outcomeOf('middle', '1', null)).toBe('none');
  });

  it('links the result with the target and the code', () => {
    expect(resultPath('middle')).toBe('/upgrade/result?tier=middle');
    expect(resultPath('prime', '80433051')).toBe('/upgrade/result?tier=prime&code=80433051');
    expect(targetOf('prime')).toBe('prime');
    expect(targetOf('gold')).toBeNull();
  });
});
