import { describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { payLaterDefault, splitIssues, splitMessage, splitOf, splitSchema } from './split';
import type { SplitForm, SplitLimits } from './split';

const limits: SplitLimits = {
  total: 350_000,
  balance: 2_000_000,
  points: 25_000,
  payLater: { available: 1_000_000, minimum: 2_000, terms: ['1', '3', '6', '12'] },
};
const form = (over: Partial<SplitForm> = {}): SplitForm => ({
  usePoints: false,
  usePayLater: false,
  payLaterAmt: '',
  loanTerm: '3',
  ...over,
});

describe('the split of a checkout', () => {
  it('pays everything from the balance by default', () => {
    expect(splitOf(form(), limits)).toEqual({ points: 0, pointsValue: 0, payLater: 0, balance: 350_000 });
    expect(splitIssues(form(), limits)).toEqual([]);
  });

  it('uses the points needed (their cash value), then Pay Later, and the balance for the rest', () => {
    const split = splitOf(form({ usePoints: true, usePayLater: true, payLaterAmt: '200000' }), limits);
    expect(split).toEqual({ points: 25_000, pointsValue: 25_000, payLater: 200_000, balance: 125_000 });
    expect(splitOf(form({ usePoints: true }), { ...limits, points: 900_000 }).points).toBe(350_000);
  });

  it('asks Pay Later for the rest after points, within the line', () => {
    expect(payLaterDefault({ usePoints: true }, limits)).toBe('325000');
    expect(
      payLaterDefault(
        { usePoints: false },
        { ...limits, payLater: { ...limits.payLater!, available: 100_000 } },
      ),
    ).toBe('100000');
    expect(payLaterDefault({ usePoints: false }, { ...limits, payLater: null })).toBe('');
  });

  it("says 'Maaf, saldo kamu tidak cukup.' when the balance part is more than the balance", () => {
    const short = { ...limits, balance: 150_000 };
    const issues = splitIssues(form(), short);
    expect(issues).toEqual([{ path: 'balance', message: 'WALLET_INSUFFICIENT_BALANCE' }]);
    expect(splitMessage(issues[0]!.message, 'id')).toBe('Maaf, saldo kamu tidak cukup.');
    expect(splitIssues(form({ usePayLater: true, payLaterAmt: '200000' }), short)).toEqual([]);
  });

  it('refuses a Pay Later part that is missing, too big for the order or the line, or too small', () => {
    const issue = (amount: string, over: Partial<SplitLimits> = {}) =>
      splitIssues(form({ usePayLater: true, payLaterAmt: amount }), { ...limits, ...over })[0]?.message;
    expect(issue('')).toBe('required');
    expect(issue('400000')).toBe('WALLET_AMOUNT_MISMATCH');
    expect(issue('300000', { payLater: { ...limits.payLater!, available: 250_000 } })).toBe(
      'CREDIT_PAYLATER_LIMIT_EXCEEDED',
    );
    expect(issue('1000')).toBe('CREDIT_PAYLATER_BELOW_MINIMUM');
    expect(splitMessage('CREDIT_PAYLATER_LIMIT_EXCEEDED', 'en')).toBe(
      CODES.CREDIT_PAYLATER_LIMIT_EXCEEDED.en,
    );
  });

  it('refuses a tenor the line does not offer', () => {
    const issues = splitIssues(form({ usePayLater: true, payLaterAmt: '5000', loanTerm: '24' }), limits);
    expect(issues).toEqual([{ path: 'loanTerm', message: 'CREDIT_TERM_INVALID' }]);
  });

  it('puts the balance rule on root.balance for the form', () => {
    const parsed = splitSchema({ ...limits, balance: 1 }).safeParse(form());
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['root.balance', 'WALLET_INSUFFICIENT_BALANCE'],
    ]);
  });
});
