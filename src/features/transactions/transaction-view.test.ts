import { describe, expect, it } from 'vitest';
import {
  TYPES_OF_FILTER,
  filterOfSearch,
  groupByMonth,
  historyStart,
  isActiveLoan,
  kindOf,
  listRequest,
  nextRowKey,
  periodSpan,
  searchOfFilter,
  termStatusOf,
  typeKeyOf,
  origTypeKeyOf,
  type ScheduleItem,
  type TransactionDetail,
  type TransactionItem,
} from './transaction-view';

const item = (
  id: string,
  time: string,
  type: TransactionItem['TRANSACTION_TYPE'] = 'PS',
): TransactionItem => ({
  TRANSACTION_AMT: '100000',
  REF_NBR: 'LR1',
  TRANSACTION_TIME: time,
  MER_BIZ_NO: 'MB1',
  BIZ_SEQ_NO: 'BS1',
  TRANSACTION_TYPE: type,
  TRANSACTION_STATUS: 'S',
  MERCHANT_NAME: 'Toko',
  STMT_PAID: 'N',
  TRANSACTION_ID: id,
});

const term = (fields: Partial<ScheduleItem>): ScheduleItem =>
  ({ TERM: '1', IS_PAID: 'N', IS_SETTLED_EARLY: 'N', PMT_DUE_DATE: '20261201', ...fields }) as ScheduleItem;

describe('transaction history rules', () => {
  it('maps the chips to the bank filter and the types they show', () => {
    expect(TYPES_OF_FILTER.S).toEqual(['PS', 'DS']);
    expect(TYPES_OF_FILTER.P).toEqual(['P', 'T']);
    expect(kindOf('T')).toBe('repayment');
    expect(kindOf('R')).toBe('refund');
    expect(kindOf('C')).toBe('loan');
  });

  it('keeps the filter in the URL, defaults left out', () => {
    const filter = filterOfSearch(new URLSearchParams('type=C&period=2026-09'));
    expect(filter).toEqual({ type: 'C', period: { year: 2026, month: 9 } });
    expect(searchOfFilter(filter)).toEqual({ type: 'C', period: '2026-09' });
    expect(searchOfFilter({ type: 'A', period: null })).toEqual({});
    expect(filterOfSearch(new URLSearchParams('type=X&period=soon'))).toEqual({ type: 'A', period: null });
  });

  it('asks the bank for its 12 months without a period, else the picker range up to today', () => {
    expect(listRequest({ type: 'A', period: null }, '20261121', '0')).toEqual({
      END_DATE: '2026-11-21 23:59:59',
      TRANSACTION_TYPE: 'A',
      PAGESIZE: '20',
      LAST_ROW_KEY: '0',
    });
    expect(listRequest({ type: 'S', period: { year: 2026, month: 9 } }, '20261121', 'K')).toMatchObject({
      START_DATE: '2026-09-01 00:00:00',
      END_DATE: '2026-09-30 23:59:59',
      LAST_ROW_KEY: 'K',
    });
    expect(listRequest({ type: 'A', period: { year: 2026, month: 'all' } }, '20261121', '0')).toMatchObject({
      START_DATE: '2026-01-01 00:00:00',
      END_DATE: '2026-11-21 23:59:59',
    });
  });

  it('knows the span the bank can show for a period', () => {
    expect(historyStart('20261121')).toBe('20251121');
    expect(historyStart('20240229')).toBe('20230228');
    expect(periodSpan(null, '20261121')).toMatchObject({ from: '20251121', to: '20261121' });
    expect(periodSpan({ year: 2025, month: 10 }, '20261121')).toMatchObject({ beforeHistory: true });
    expect(periodSpan({ year: 2025, month: 'all' }, '20261121')).toMatchObject({
      from: '20251121',
      to: '20251231',
      partlyBeforeHistory: true,
    });
  });

  it('pages while either next-page flag is Y', () => {
    expect(nextRowKey({ NEXTPAGE_FLAG: 'Y', NEXTPAGE_FLG: 'Y', LAST_ROW_KEY: 'K' })).toBe('K');
    expect(nextRowKey({ NEXTPAGE_FLAG: 'N', NEXTPAGE_FLG: 'Y', LAST_ROW_KEY: 'K' })).toBe('K');
    expect(nextRowKey({ NEXTPAGE_FLAG: 'N', NEXTPAGE_FLG: 'N', LAST_ROW_KEY: 'K' })).toBeUndefined();
  });

  it('groups rows by month, newest first, each once', () => {
    const groups = groupByMonth([
      item('a', '20261119120000'),
      item('b', '20261102120000'),
      item('b', '20261102120000'),
      item('c', '20261030120000'),
    ]);
    expect(groups.map((g) => [g.month, g.items.map((i) => i.TRANSACTION_ID)])).toEqual([
      ['202611', ['a', 'b']],
      ['202610', ['c']],
    ]);
  });

  it('tells running loans and the state of each term', () => {
    const loan = {
      ...item('a', '20261119120000', 'C'),
      SCHEDULE_LIST: [term({ IS_PAID: 'Y' }), term({ TERM: '2' })],
    } as TransactionDetail;
    expect(isActiveLoan(loan)).toBe(true);
    expect(isActiveLoan({ ...loan, STMT_PAID: 'Y' })).toBe(false);
    expect(isActiveLoan({ ...loan, TRANSACTION_STATUS: 'C' })).toBe(false);
    expect(isActiveLoan({ ...loan, TRANSACTION_TYPE: 'R' })).toBe(false);
    expect(termStatusOf(term({ IS_PAID: 'Y' }), '20261121')).toBe('paid');
    expect(termStatusOf(term({ IS_PAID: 'Y', IS_SETTLED_EARLY: 'Y' }), '20261121')).toBe('settled-early');
    expect(termStatusOf(term({ PMT_DUE_DATE: '20261101' }), '20261121')).toBe('overdue');
    expect(termStatusOf(term({}), '20261121')).toBe('unpaid');
  });

  it('[repay.bill] a term with a part paid reads partly paid until it is due; then overdue', () => {
    const part = term({ PAID_PRIN_AMT: '100000', PMT_DUE_DATE: '20261201' });
    expect(termStatusOf(part, '20261121')).toBe('partial');
    expect(termStatusOf(part, '20261202')).toBe('overdue');
  });
});

describe("the spec's transaction types (section 4, decision 0079)", () => {
  it('takes the type the bank names, else the one its code stands for', () => {
    expect(typeKeyOf({ TRANSACTION_TYPE: 'R', TRANSACTION_TYPE_DESC: 'PARTIALLY_REFUNDED' })).toBe(
      'typeNames.PARTIALLY_REFUNDED',
    );
    // A bank without TRANSACTION_TYPE_DESC: a refund reads whole, a bill repayment keeps its code's name.
    expect(typeKeyOf({ TRANSACTION_TYPE: 'R' })).toBe('typeNames.REFUNDED');
    expect(typeKeyOf({ TRANSACTION_TYPE: 'DS' })).toBe('typeNames.MERCHANDISE');
    expect(typeKeyOf({ TRANSACTION_TYPE: 'P' })).toBe('types.P');
  });

  it('names what a repayment or refund went to: an Instant Cash is a cash loan', () => {
    expect(origTypeKeyOf({ ORIG_TRANSACTION_TYPE: 'C' })).toBe('typeNames.CASH_LOAN');
    expect(origTypeKeyOf({ ORIG_TRANSACTION_TYPE: 'PS' })).toBe('typeNames.PAY_LATER_INSTALMENT');
    expect(origTypeKeyOf({ ORIG_TRANSACTION_TYPE: 'PS', ORIG_TRANSACTION_TYPE_DESC: 'MERCHANDISE' })).toBe(
      'typeNames.MERCHANDISE',
    );
    expect(origTypeKeyOf({ ORIG_TRANSACTION_TYPE: '' })).toBeNull();
  });
});
