import { beforeEach, describe, expect, it } from 'vitest';
import { bankDriver, type BankDriver, type SessionDriver } from '../../testing/bank-driver';
import { merchantOrder, payBody } from '../../testing/checkout-fixtures';

/**
 * try/loan with SCENARIO PAY_LATTER (decision 0039): what a checkout's Pay Later part costs on each tenor,
 * before the PIN, as the bank will book it: the same instalments the loan then carries.
 */
let bank: BankDriver;
let s: SessionDriver;
beforeEach(() => {
  bank = bankDriver();
  s = bank.session('checkout.pay');
});

const trial = (amount: string) => s.call('creditTryLoan', { LOAN_INIT_PRIN: amount, SCENARIO: 'PAY_LATTER' });
const optionOf = (amount: string, term: string) =>
  trial(amount).data!.LOAN_LIST.find((o) => o.LOAN_INIT_TERM === term)!;

describe('the Pay Later trial of a checkout', () => {
  it('Rp1.200.000 over 3 months: interest, monthly fee and the upfront fee billed with the first instalment', () => {
    const option = optionOf('1200000', '3');
    expect(option).toMatchObject({
      LOAN_INIT_PRIN: '1200000',
      INT_RATE: '1.95',
      UPFRONT_ADMIN_FEE_RATE: '3.00',
      UPFRONT_ADMIN_FEE: '36000',
      MONTH_INST_HANDLE_FEE_RATE: '2.00',
      LOAN_TOTAL_INST_HANDLE_FEE: '72000',
      // The merchant is paid the whole part: the fee is billed, not taken.
      FUND_AMT: '1200000',
      TOTAL_AMOUNT: '1378200',
      FIRST_BILL_AMT: '483400',
    });
    expect(option.SCHEDULE_LIST.map((t) => [t.AMOUNT, t.FEE, t.INTEREST])).toEqual([
      ['483400', '36000', '23400'],
      ['447400', '0', '23400'],
      ['447400', '0', '23400'],
    ]);
    // One month costs nothing more.
    expect(optionOf('1200000', '1')).toMatchObject({ TOTAL_AMOUNT: '1200000', UPFRONT_ADMIN_FEE: '0' });
  });

  it('stores nothing and spends no id', () => {
    const before = s.state().credit;
    trial('1200000');
    const after = s.state().credit;
    expect(after.seq).toBe(before.seq);
    expect(after.loans).toHaveLength(before.loans.length);
  });

  it('the loan the payment books has the instalments the trial showed', () => {
    const order = merchantOrder(s, 'PL-TRIAL-1');
    const shown = optionOf('100000', '3');
    expect(shown.SCHEDULE_LIST.at(-1)!.AMOUNT).not.toBe(shown.SCHEDULE_LIST[0]!.AMOUNT);
    s.ok('walletPayOrder', payBody(s, order, 100_000));
    const loan = s.state().credit.loans.at(-1)!;
    const receipt = s.ok('creditLoanReceipt', { REF_NBR_LIST: [loan.refNbr] }).LOAN_LIST[0]!;
    expect(receipt.SCHEDULE_LIST.map((t) => [t.TOTAL_AMT, t.PMT_DUE_DATE])).toEqual(
      shown.SCHEDULE_LIST.map((t) => [t.AMOUNT, t.PMT_DUE_DATE]),
    );
    expect(receipt.UPFRONT_ADMIN_FEE).toBe(shown.UPFRONT_ADMIN_FEE);
  });

  it('is refused as the payment would be: below the minimum, above the limit, with a coupon', () => {
    s.refused(
      'creditTryLoan',
      { LOAN_INIT_PRIN: '1000', SCENARIO: 'PAY_LATTER' },
      'CREDIT_PAYLATER_BELOW_MINIMUM',
    );
    s.refused(
      'creditTryLoan',
      { LOAN_INIT_PRIN: '90000000', SCENARIO: 'PAY_LATTER' },
      'CREDIT_PAYLATER_LIMIT_EXCEEDED',
    );
    s.refused(
      'creditTryLoan',
      { LOAN_INIT_PRIN: '100000', SCENARIO: 'PAY_LATTER', EQUITY_NO: 'EQ1' },
      'CREDIT_EQUITY_UNAVAILABLE',
    );
    s.refused('creditTryLoan', { LOAN_INIT_PRIN: '100000', SCENARIO: 'INSTANT' }, 'BAD_REQUEST');
  });

  it('is refused while a bill is overdue', () => {
    s = bank.session('cash.repay-first');
    s.refused('creditTryLoan', { LOAN_INIT_PRIN: '100000', SCENARIO: 'PAY_LATTER' }, 'CREDIT_OVERDUE');
  });

  it('leaves Instant Cash as it was: the upfront fee taken from what is paid out', () => {
    s = bank.session('cash.available');
    const cash = s
      .ok('creditTryLoan', { LOAN_INIT_PRIN: '2000000' })
      .LOAN_LIST.find((o) => o.LOAN_INIT_TERM === '3')!;
    expect(Number(cash.FUND_AMT)).toBe(2_000_000 - Number(cash.UPFRONT_ADMIN_FEE));
    expect(cash.SCHEDULE_LIST.every((t) => t.FEE === '0')).toBe(true);
  });
});
