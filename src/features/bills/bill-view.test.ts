import { describe, expect, it } from 'vitest';
import {
  billStateOf,
  toneOf,
  groupBy,
  lateFeeCharged,
  nextMonth,
  payTargetOf,
  processingOf,
  type RepayRecord,
} from './bill-view';

const record = (over: Partial<RepayRecord>): RepayRecord => ({
  RECORD_TYPE: 'P',
  REF_NBR: 'RP1',
  AMOUNT: '1000',
  RECORD_TIME: '20261121090000',
  STATUS: 'S',
  MERCHANT_NAME: '',
  REPAY_TYPE: 'VA',
  ORIG_REF_NBR: '',
  ...over,
});

describe('bill view', () => {
  it('reads the bill states of section 4 from STMT_STATUS, the balance and a repayment in progress', () => {
    expect(billStateOf('', 0, false)).toBe('none');
    expect(billStateOf('U', 500, false)).toBe('upcoming');
    expect(billStateOf('N', 500, false)).toBe('in-due');
    expect(billStateOf('O', 500, false)).toBe('overdue');
    expect(billStateOf('F', 0, false)).toBe('repaid');
    expect(billStateOf('N', 500, true)).toBe('pending');
    expect(billStateOf('O', 500, true)).toBe('pending');
    // A cleaned bill stays repaid whatever else is processing.
    expect(billStateOf('F', 0, true)).toBe('repaid');
  });

  it('[repay.bill] a bill in due with a part paid reads partly paid; overdue beats it; one colour with unpaid', () => {
    expect(billStateOf('N', 500, false, 200)).toBe('partial');
    expect(billStateOf('N', 500, false, 0)).toBe('in-due');
    expect(billStateOf('O', 500, false, 200)).toBe('overdue');
    expect(billStateOf('N', 500, true, 200)).toBe('pending');
    expect(billStateOf('N', 0, false, 700)).toBe('repaid');
    expect(toneOf('partial')).toBe('due-soon');
    expect(toneOf('in-due')).toBe('due-soon');
    expect(toneOf('none')).toBeNull();
  });

  it('takes the late fee charged as STMT_AMT minus CUR_STMT_AMT', () => {
    expect(lateFeeCharged({ STMT_AMT: '2789582', CUR_STMT_AMT: '2656745' })).toBe(132_837);
    expect(lateFeeCharged({ STMT_AMT: '1000', CUR_STMT_AMT: '1000' })).toBe(0);
  });

  it('finds bill repayments still processing, not refunds or finished ones', () => {
    const p = processingOf([
      record({ STATUS: 'P', AMOUNT: '1374406', RECORD_TIME: '20261121090000' }),
      record({ RECORD_TYPE: 'R', STATUS: 'P', AMOUNT: '5000' }),
      record({ STATUS: 'S', AMOUNT: '999' }),
    ]);
    expect(p).toEqual({ billAmount: 1_374_406, since: '20261121090000', any: true });
    expect(processingOf([record({ RECORD_TYPE: 'T', STATUS: 'P' })])).toEqual({
      billAmount: 0,
      since: '',
      any: true,
    });
    expect(processingOf([record({})]).any).toBe(false);
  });

  it('steps a statement month across the year end', () => {
    expect(nextMonth('202611')).toBe('202612');
    expect(nextMonth('202612')).toBe('202701');
  });

  it('pays one bill, or all of them when other statements are overdue', () => {
    const bill = { STMT_MONTH: '202611', STMT_BAL_AMT: '100', OVERDUE_STMT_LIST: [] };
    expect(payTargetOf(bill)).toEqual({ kind: 'bill', month: '202611' });
    expect(payTargetOf({ ...bill, STMT_BAL_AMT: '0' })).toBeNull();
    expect(
      payTargetOf({
        ...bill,
        OVERDUE_STMT_LIST: [{ STMT_MONTH: '202611', STMT_BAL_AMT: '100', OVERDUE_DAYS: '3' }],
      }),
    ).toEqual({ kind: 'bill', month: '202611' });
    expect(
      payTargetOf({
        ...bill,
        OVERDUE_STMT_LIST: [
          { STMT_MONTH: '202610', STMT_BAL_AMT: '50', OVERDUE_DAYS: '34' },
          { STMT_MONTH: '202611', STMT_BAL_AMT: '100', OVERDUE_DAYS: '3' },
        ],
      }),
    ).toEqual({ kind: 'all' });
    expect(payTargetOf(null)).toBeNull();
  });

  it('groups consecutive items by key', () => {
    expect(groupBy(['202611', '202610', '202512'], (m) => m.slice(0, 4))).toEqual([
      { key: '2026', items: ['202611', '202610'] },
      { key: '2025', items: ['202512'] },
    ]);
  });
});
