import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import * as presets from '../../../scenarios/generators/credit-presets';
import { inApp } from '../../../scenarios/generators/cash-presets';
import { LOAN_APPLY_PIN_SCENE } from '../../../contracts/entities/credit';
import { bankDriver, type BankDriver, type Seed, type SessionDriver } from '../../testing/bank-driver';
import { MINUTE_MS } from '../../../contracts/dates';

/**
 * Instant Cash as the confirm screen drives it: a quote (try/loan), the PIN checked by password/validate,
 * and apply/loan with that PIN's session. The bank's own rules: a real PIN session, one loan per session,
 * once per calendar month on the session clock, more than the plan's minimum.
 */
let bank: BankDriver;
let s: SessionDriver;
beforeEach(() => {
  bank = bankDriver();
  s = bank.session('apply.can-apply', { id: S, seed: inApp() });
});

const S = 'cash';

/** The apply/loan body of one try-out option, for a session. */
function applyBody(principal: string, termIndex: number, session: string) {
  const option = s.call('creditTryLoan', { LOAN_INIT_PRIN: principal }).data!.LOAN_LIST[termIndex]!;
  return {
    LOAN_INIT_PRIN: principal,
    LOAN_TERM: option.LOAN_INIT_TERM,
    INEREST_RATE: option.INT_RATE,
    FEE_AMT: option.UPFRONT_ADMIN_FEE,
    SESSION: session,
  };
}

const cashLoans = () => s.state().credit.loans.filter((l) => l.kind === 'CASH');

describe('Instant Cash: confirmed with the PIN', () => {
  it('books nothing without the session of a right PIN', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const before = cashLoans().length;
    const made = s.call('creditApplyLoan', applyBody('1000000', 1, 'not-a-session'));
    expect(made.code).toBe(CODES.SECURITY_SESSION_INVALID.code);
    expect(made.msg).toBe('Sesi verifikasi sudah berakhir. Silakan verifikasi ulang.');
    expect(made.trace).toContain('rule=instant-cash-pin-session-invalid');
    // A PIN checked for another purpose does not confirm a withdrawal.
    const otherScene = s.pinSession('PIN_UPDATE');
    expect(s.call('creditApplyLoan', applyBody('1000000', 1, otherScene)).code).toBe(
      CODES.SECURITY_SESSION_INVALID.code,
    );
    // Another customer's (another tester session's) PIN session is unknown here.
    const other = bank.session('apply.can-apply', { id: 'other', seed: inApp(presets.repaid) });
    const foreign = other.pinSession();
    expect(s.call('creditApplyLoan', applyBody('1000000', 1, foreign)).code).toBe(
      CODES.SECURITY_SESSION_INVALID.code,
    );
    expect(cashLoans()).toHaveLength(before);
  });

  it('refuses a wrong PIN with the attempts left, and a PIN session once it has expired', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    expect(() => s.pinSession(LOAN_APPLY_PIN_SCENE, '246801')).toThrow(
      /80433024 PIN yang kamu masukkan salah/,
    );
    const session = s.pinSession();
    s.elapse(6 * MINUTE_MS);
    expect(s.call('creditApplyLoan', applyBody('1000000', 1, session)).code).toBe(
      CODES.SECURITY_SESSION_INVALID.code,
    );
    expect(s.call('creditApplyLoan', applyBody('1000000', 1, s.pinSession())).code).toBe('0000');
  });

  it('books one loan per session: a double tap or a retry gets the same answer, even after the PIN expired', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const before = cashLoans().length;
    const body = applyBody('1500000', 2, s.pinSession());
    const first = s.call('creditApplyLoan', body).data!;
    const tap = s.call('creditApplyLoan', body).data!;
    expect(tap).toEqual(first);
    s.elapse(30 * MINUTE_MS);
    const retry = s.call('creditApplyLoan', body);
    expect(retry.data).toEqual(first);
    expect(retry.trace).toContain('rule=idempotent-replay');
    expect(cashLoans()).toHaveLength(before + 1);
    expect(first).toMatchObject({ STATUS: 'S', LOAN_INIT_PRIN: '1500000' });
  });
});

describe('Instant Cash: once per month on the bank clock', () => {
  it('refuses the quote and the application of a second withdrawal this month, then allows it next month', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) }); // 21 November 2026, 10:00 WIB
    expect(s.call('creditApplyLoan', applyBody('800000', 0, s.pinSession())).code).toBe('0000');

    const quote = s.call('creditTryLoan', { LOAN_INIT_PRIN: '600000' });
    expect(quote.code).toBe(CODES.CREDIT_CASH_ONCE_PER_MONTH.code);
    expect(quote.msg).toBe('Instant Cash hanya dapat ditarik satu kali setiap bulan.');
    expect(quote.raw).toEqual({ nextDate: '20261201' });
    const english = s.call('creditTryLoan', { LOAN_INIT_PRIN: '600000' }, 'en');
    expect(english.msg).toBe('Instant Cash can be withdrawn once a month.');
    const second = s.call('creditApplyLoan', {
      LOAN_INIT_PRIN: '600000',
      LOAN_TERM: '1',
      INEREST_RATE: '0.00',
      FEE_AMT: '18000',
      SESSION: s.pinSession(),
    });
    expect(second.code).toBe(CODES.CREDIT_CASH_ONCE_PER_MONTH.code);

    s.advanceDays(9); // 30 November: still the same month
    expect(s.call('creditTryLoan', { LOAN_INIT_PRIN: '600000' }).code).toBe(
      CODES.CREDIT_CASH_ONCE_PER_MONTH.code,
    );
    s.advanceDays(1); // 1 December
    const next = applyBody('600000', 0, s.pinSession());
    expect(s.call('creditApplyLoan', next).data).toMatchObject({ STATUS: 'S' });
    expect(cashLoans().filter((l) => l.loanTime.startsWith('202612'))).toHaveLength(1);
  });

  it('does not count a failed payout (magic 505050)', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const failed = s.call('creditApplyLoan', applyBody('505050', 1, s.pinSession())).data!;
    expect(failed).toMatchObject({
      STATUS: 'F',
      LOAN_FAIL_DESC: 'Kami tidak berhasil memproses penarikan dana.',
    });
    expect(s.call('creditApplyLoan', applyBody('700000', 1, s.pinSession())).data).toMatchObject({
      STATUS: 'S',
    });
  });
});

describe('Instant Cash: the amount', () => {
  it('must exceed the minimum loan amount: the minimum itself is refused, in both languages', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    for (const amount of ['1', '499999', '500000']) {
      const low = s.call('creditTryLoan', { LOAN_INIT_PRIN: amount });
      expect(low.code).toBe(CODES.CREDIT_CASH_BELOW_MINIMUM.code);
      expect(low.msg).toBe('Jumlah Instant Cash harus melebihi jumlah pinjaman minimum.');
      expect(low.raw).toEqual({ minimum: '500000' });
    }
    const english = s.call('creditTryLoan', { LOAN_INIT_PRIN: '500000' }, 'en');
    expect(english.msg).toBe('Instant Cash must exceed the minimum loan amount');
    expect(s.call('creditTryLoan', { LOAN_INIT_PRIN: '500001' }).code).toBe('0000');
    const body = { ...applyBody('500001', 0, s.pinSession()), LOAN_INIT_PRIN: '500000' };
    expect(s.call('creditApplyLoan', body).code).toBe(CODES.CREDIT_CASH_BELOW_MINIMUM.code);
  });

  it('is quoted only for a line that may take cash now', () => {
    const cases: [Seed, string][] = [
      [(s, f) => presets.overdue(s, f, 3), CODES.CREDIT_OVERDUE.code],
      [(s, f) => presets.blocked(s, f, 'A'), CODES.CREDIT_ACCOUNT_PARTIALLY_LOCKED.code],
      [presets.cashBelowMinimum, CODES.CREDIT_CASH_NOT_AVAILABLE.code],
      [presets.onlyPay, CODES.CREDIT_CASH_ONLY_PAY.code],
      [presets.cashTakenThisMonth, CODES.CREDIT_CASH_ONCE_PER_MONTH.code],
    ];
    for (const [seed, code] of cases) {
      s = bank.session('apply.can-apply', { id: S, seed: inApp(seed) });
      expect(s.call('creditTryLoan', { LOAN_INIT_PRIN: '600000' }).code).toBe(code);
    }
  });
});

describe('Instant Cash: only in the bank app (section 6)', () => {
  it('[cash.app-only] refuses the try-out and the withdrawal outside the app: nothing booked, the PIN unspent', () => {
    s = bank.session('cash.app-only', { id: S });
    expect(s.state().device.inApp).toBe(false);
    const quote = s.call('creditTryLoan', { LOAN_INIT_PRIN: '1000000' });
    expect(quote.code).toBe(CODES.CREDIT_CASH_APP_ONLY.code);
    expect(quote.msg).toBe(CODES.CREDIT_CASH_APP_ONLY.id);
    expect(s.call('creditTryLoan', { LOAN_INIT_PRIN: '1000000' }, 'en').msg).toBe(
      'Instant Cash is only in the Allo Bank app. Open the Allo Bank app to withdraw.',
    );
    // The Pay Later part of a checkout is not Instant Cash: it is priced in a browser too.
    expect(s.call('creditTryLoan', { LOAN_INIT_PRIN: '100000', SCENARIO: 'PAY_LATTER' }).code).toBe('0000');

    s.state().device.inApp = true;
    const body = applyBody('1000000', 1, s.pinSession());
    s.state().device.inApp = false;
    const before = structuredClone(s.state().credit);
    const balance = s.state().wallet.balance;
    expect(s.call('creditApplyLoan', body).code).toBe(CODES.CREDIT_CASH_APP_ONLY.code);
    expect(s.state().credit).toEqual(before);
    expect(s.state().wallet.balance).toBe(balance);

    // Opened in the app, the same PIN session withdraws: the refusal spent nothing.
    s.state().device.inApp = true;
    expect(s.call('creditApplyLoan', body).data).toMatchObject({ STATUS: 'S', LOAN_INIT_PRIN: '1000000' });
  });
});
