import { describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import en from '../../i18n/en/paylater-home';
import id from '../../i18n/id/paylater-home';
import { homeViewOf } from './home-view';

const BASE: PersonalCenter = {
  CREDIT_LIMIT: '10000000',
  AVAILABLE_OTB: '7500000',
  CASH_OTB: '2500000',
  BILL_BAL_AMT: '1200000',
  PENALTY_BAL: '0',
  DEPOSIT_BAL: '0',
  PMT_DUE_DATE: '20261201',
  STMT_DATE: '20261116',
  STMT_MONTH: '202611',
  BUSINESS_DATE: '20261121',
  CURRENT_SYS_DATE: '20261121100000',
  OVERDUE_DAYS: '0',
  OVERDUE_TIMES: '0',
  ONCE_LOAN: 'Y',
  ONCE_DEPOSIT: 'N',
  ADMIN_FEE_RATE: '0.10',
  ACCT_USE_STATUS: 'H',
  ACCT_STMT_STATUS: 'N',
  CURR_STMT_STATUS: 'N',
  BLOCK_CODE: '',
  CASH_LIMIT_RATE: '50.00',
  NAME: 'B****',
  ID_NO: '3174********0001',
  CARD_NO: '589012******0001',
  APP_ACCT_NO: '8801000000000001',
  PRODUCT_CD: 'PLCL01',
  RISK_CODE: '0',
  CREATE_TIME: '20251001090000',
  SETUP_DATE: '20251001',
  BILL_AMT: '1200000',
  UN_BILL_AMT: '800000',
  LOAN_PLANS: [{ LOAN_CODE: 'IC001', MIN_LOAN_INIT_PRIN: '500000', TERMS: [] }],
  ACCT_STATUS: 'A',
  LOCK_END_TIME: '',
};
const at = (fields: Partial<PersonalCenter>) => homeViewOf({ ...BASE, ...fields });

describe('the home read off personal_center', () => {
  it('shows the limit used and the bill ready, both actions open', () => {
    const view = at({});
    expect(view).toMatchObject({ state: 'bill-ready', tone: 'info', used: 2_500_000, usedShare: 0.25 });
    expect(view).toMatchObject({ daysToDue: 10, canPay: true, cashReason: null, cash: 'AVAILABLE' });
  });

  it('reads days to due: a week or less is due soon, the due date itself due today', () => {
    expect(at({ PMT_DUE_DATE: '20261128' }).state).toBe('due-in-days');
    expect(at({ PMT_DUE_DATE: '20261129' }).state).toBe('bill-ready');
    expect(at({ PMT_DUE_DATE: '20261121' })).toMatchObject({ state: 'due-today', tone: 'due-soon' });
  });

  it('overdue: red, get cash closed until all bills are repaid, paying open', () => {
    const view = at({
      CURR_STMT_STATUS: 'O',
      ACCT_STMT_STATUS: 'O',
      OVERDUE_DAYS: '5',
      OVERDUE_TIMES: '1',
      PENALTY_BAL: '24000',
    });
    expect(view).toMatchObject({ state: 'overdue', tone: 'overdue', cash: 'REPAY_FIRST' });
    expect(view).toMatchObject({ cashReason: 'repay-first', canPay: true, lateFee: 24_000, overdueDays: 5 });
  });

  it('blocks come first and close get cash with their own reason', () => {
    expect(at({ BLOCK_CODE: 'F' })).toMatchObject({ state: 'frozen', cashReason: 'frozen', tone: 'blocked' });
    expect(at({ BLOCK_CODE: 'n' }).cashReason).toBe('locked');
    expect(at({ BLOCK_CODE: 'Z' }).cashReason).toBe('partially-locked');
    expect(at({ BLOCK_CODE: 'S' }).cashReason).toBe('loss');
    expect(at({ ACCT_STATUS: 'F', BLOCK_CODE: 'S' }).state).toBe('account-frozen');
    expect(at({ ACCT_STATUS: 'L', LOCK_END_TIME: '20261122100000' }).lockEnd).toBe('20261122100000');
    expect(at({ RISK_CODE: '1' })).toMatchObject({ state: 'security-risk', cashReason: 'security-risk' });
    expect(at({ BLOCK_CODE: 'A' }).canPay).toBe(true);
  });

  it('cash states: new credit, below the minimum, only pay', () => {
    const fresh = { ACCT_USE_STATUS: 'W', ONCE_LOAN: 'N', BILL_BAL_AMT: '0', UN_BILL_AMT: '0' } as const;
    expect(at(fresh)).toMatchObject({ state: 'new-credit', cash: 'NEW_CREDIT', canPay: false });
    expect(at({ CASH_OTB: '400000' })).toMatchObject({ cash: 'NOT_AVAILABLE', cashReason: 'below-minimum' });
    // Section 4: new credit first, a 0 % cash rate too; only pay once the line bought but never withdrew.
    expect(at({ ...fresh, CASH_LIMIT_RATE: '0.00', CASH_OTB: '0' }).cash).toBe('NEW_CREDIT');
    expect(
      at({ ACCT_USE_STATUS: 'N', ONCE_LOAN: 'N', CASH_LIMIT_RATE: '0.00', CASH_OTB: '0' }).cashReason,
    ).toBe('only-pay');
  });
});

describe('section 4 with OVERDUE_TIMES as the times ever overdue (issue 38)', () => {
  it('H, overdue times above 0, nothing overdue now: the bill in due reads in due, a cleaned one repaid', () => {
    expect(at({ OVERDUE_TIMES: '2' })).toMatchObject({ state: 'bill-ready', cash: 'AVAILABLE' });
    expect(at({ OVERDUE_TIMES: '2', CURR_STMT_STATUS: 'F', BILL_BAL_AMT: '0' }).state).toBe('repaid');
    expect(at({ OVERDUE_TIMES: '2', CURR_STMT_STATUS: 'U', BILL_BAL_AMT: '0' }).state).toBe('not-in-due');
  });
  it('H, overdue times above 0 and something overdue now: overdue', () => {
    expect(at({ OVERDUE_TIMES: '2', OVERDUE_DAYS: '3', ACCT_STMT_STATUS: 'O' }).state).toBe('overdue');
  });
  it("H, overdue times 0, statement status '' or U: section 4's otherwise (not in due), not no-bill", () => {
    expect(at({ CURR_STMT_STATUS: '', BILL_BAL_AMT: '0' }).state).toBe('not-in-due');
    expect(at({ CURR_STMT_STATUS: 'U', BILL_BAL_AMT: '0' }).state).toBe('not-in-due');
  });
  it('a bank without ACCT_STATUS (ours): frozen and locked by the block code alone', () => {
    const { ACCT_STATUS: _status, LOCK_END_TIME: _lock, ...spec } = BASE;
    expect(homeViewOf({ ...spec, BLOCK_CODE: 'F' }).state).toBe('frozen');
    expect(homeViewOf({ ...spec, BLOCK_CODE: 'B' }).state).toBe('locked');
    expect(homeViewOf(spec).state).toBe('bill-ready');
  });
});

describe('the account-state texts', () => {
  it('are the bank messages of the refusals, word for word', () => {
    expect(id.banner.accountFrozen.body).toBe(CODES.CREDIT_ACCOUNT_FROZEN.id);
    expect(en.banner.accountFrozen.body).toBe(CODES.CREDIT_ACCOUNT_FROZEN.en);
    expect(id.banner.accountLocked.body).toBe(CODES.CREDIT_ACCOUNT_TEMPORARILY_LOCKED.id);
    expect(en.banner.accountLocked.body).toBe(CODES.CREDIT_ACCOUNT_TEMPORARILY_LOCKED.en);
    expect(id.banner.securityRisk.body).toBe(CODES.CREDIT_SECURITY_RISK.id);
    expect(en.banner.securityRisk.body).toBe(CODES.CREDIT_SECURITY_RISK.en);
  });
});
