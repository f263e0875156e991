import { describe, expect, it } from 'vitest';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import { amountMessage, cashAmountSchema } from './cash-amount';
import { cashStateOf, minimumOf, planTermsOf } from './cash-state';
import { formatDate, formatDateTime } from '../../shared/lib/dates';
import { standingStatusOf } from '../../../contracts/rules/cash-state';

const PLAN_TERM = { INT_RATE: '1.95', PENALTY_RATE: '1.08', UPFRONT_ADMIN_FEE_RATE: '4.00' };
const PC = {
  CREDIT_LIMIT: '10000000',
  AVAILABLE_OTB: '7762616',
  CASH_OTB: '5000000',
  ACCT_STMT_STATUS: 'F',
  OVERDUE_DAYS: '0',
  ONCE_LOAN: 'Y',
  BLOCK_CODE: '',
  ACCT_STATUS: 'A',
  RISK_CODE: '0',
  LOCK_END_TIME: '',
  CASH_LIMIT_RATE: '50.00',
  LOAN_PLANS: [
    {
      LOAN_CODE: 'IC001',
      MIN_LOAN_INIT_PRIN: '500000',
      TERMS: ['1', '3', '6', '12'].map((TERM) => ({
        TERM,
        MONTH_INST_HANDLE_FEE_RATE: '2.00',
        ...PLAN_TERM,
      })),
    },
  ],
} as unknown as PersonalCenter;

const pc = (change: Partial<Record<keyof PersonalCenter, string>>) =>
  ({ ...PC, ...change }) as PersonalCenter;

describe('cash state (spec section 4)', () => {
  it('reads the plan', () => {
    expect(minimumOf(PC)).toBe(500_000);
    expect(planTermsOf(PC)).toEqual([1, 3, 6, 12]);
  });

  it('is available with cash above the minimum, new credit included', () => {
    expect(cashStateOf(PC)).toBe('available');
    expect(cashStateOf(pc({ ONCE_LOAN: 'N', ACCT_STMT_STATUS: '' }))).toBe('available');
  });

  it("puts the customer's standing first, then block codes, then overdue", () => {
    expect(cashStateOf(pc({ ACCT_STATUS: 'F', BLOCK_CODE: 'R' }))).toBe('account-frozen');
    expect(cashStateOf(pc({ ACCT_STATUS: 'L' }))).toBe('account-locked');
    expect(cashStateOf(pc({ RISK_CODE: '3' }))).toBe('security-risk');
    expect(cashStateOf(pc({ BLOCK_CODE: 'S', ACCT_STMT_STATUS: 'O' }))).toBe('loss');
    expect(cashStateOf(pc({ BLOCK_CODE: 'n' }))).toBe('locked');
    expect(cashStateOf(pc({ BLOCK_CODE: 'Z' }))).toBe('partially-locked');
    expect(cashStateOf(pc({ ACCT_STMT_STATUS: 'O', OVERDUE_DAYS: '5' }))).toBe('repay-first');
    expect(cashStateOf(pc({ ACCT_STATUS: 'D' }))).toBe('account-deactivated');
    expect(cashStateOf(pc({ ACCT_STATUS: 'C' }))).toBe('account-closed');
  });

  it('is only-pay with a cash limit of 0, credit available and no loan yet', () => {
    const zero = { CASH_LIMIT_RATE: '0.00', CASH_OTB: '0' };
    expect(cashStateOf(pc({ ...zero, ONCE_LOAN: 'N' }))).toBe('only-pay');
    expect(cashStateOf(pc({ ...zero, ONCE_LOAN: 'Y' }))).toBe('not-available');
  });

  it('is not available when the cash limit cannot exceed the minimum', () => {
    expect(cashStateOf(pc({ CASH_OTB: '400000' }))).toBe('not-available');
    expect(cashStateOf(pc({ CASH_OTB: '500000' }))).toBe('not-available');
    expect(cashStateOf(pc({ CASH_OTB: '500001' }))).toBe('available');
  });
});

describe('the amount (spec section 5)', () => {
  const schema = cashAmountSchema(500_000, 5_000_000);
  const issue = (amount: string) => {
    const parsed = schema.safeParse({ amount });
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('must exceed the minimum loan amount and stay within the limit', () => {
    expect(issue('')).toBe('required');
    expect(issue('500000')).toBe('belowMinimum');
    expect(issue('500001')).toBeNull();
    expect(issue('5000000')).toBeNull();
    expect(issue('5000001')).toBe('aboveLimit');
  });

  it("says what the bank says, the spec's English word for word", () => {
    expect(amountMessage('belowMinimum', 'id')).toBe(
      'Jumlah Instant Cash harus melebihi jumlah pinjaman minimum.',
    );
    expect(amountMessage('belowMinimum', 'en')).toBe('Instant Cash must exceed the minimum loan amount');
    expect(amountMessage('required', 'id')).toBe('Informasi ini wajib diisi');
    expect(amountMessage(undefined, 'id')).toBeUndefined();
  });
});

describe('dates', () => {
  it('reads WIB dates and times', () => {
    expect(formatDate('20261121', 'id')).toBe('21\u00a0Nov\u00a02026');
    expect(formatDate('20261201', 'id', 'long')).toBe('1\u00a0Desember\u00a02026');
    expect(formatDate('20261201', 'en', 'long')).toBe('1\u00a0December\u00a02026');
    expect(formatDateTime('20261121095900', 'id', 'long')).toBe('21\u00a0November\u00a02026, 09.59\u00a0WIB');
  });
});

describe('the standing read for the gate: ACCT_STATUS, else mpcStatus (decision 0079)', () => {
  it('reads mpcStatus F or L when ACCT_STATUS is absent or active, and no other value', () => {
    expect(standingStatusOf({}, 'F')).toBe('F');
    expect(standingStatusOf({ ACCT_STATUS: 'A' }, 'L')).toBe('L');
    expect(standingStatusOf({ ACCT_STATUS: 'D' }, 'F')).toBe('D');
    expect(standingStatusOf({}, 'A')).toBe('');
    // A value the spec does not explain blocks nothing here: the bank's refusal says it.
    expect(standingStatusOf({}, 'X')).toBe('');
    expect(standingStatusOf({ ACCT_STATUS: 'A' })).toBe('A');
  });
});
