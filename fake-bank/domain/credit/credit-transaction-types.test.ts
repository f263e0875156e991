import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../kernel/clock';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { TXN_IDS } from '../../../scenarios/catalogue/transactions/txn-seed';

/** Every transaction of the session's 12 months, through the pages of the list. */
function allRows(s: SessionDriver) {
  const today = toTimestamp(s.now()).slice(0, 8);
  const end = `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6)} 23:59:59`;
  const rows = [];
  let key = '0';
  for (let page = 0; page < 30; page += 1) {
    const answer = s.ok('creditTransactionList', {
      END_DATE: end,
      TRANSACTION_TYPE: 'A',
      PAGESIZE: '50',
      LAST_ROW_KEY: key,
    });
    rows.push(...answer.TRANSACTION_LIST);
    if (answer.NEXTPAGE_FLAG !== 'Y') break;
    key = answer.LAST_ROW_KEY;
  }
  return rows;
}

describe("transaction types in the spec's words (section 4)", () => {
  it('tells a partial refund from a whole one, and names every other type but the bill repayment', () => {
    const s = bankDriver().session('txn.filter');
    const rows = allRows(s);
    const { loans, refunds } = s.state().credit;
    const expected = { PS: 'PAY_LATER_INSTALMENT', DS: 'MERCHANDISE', C: 'INSTANT_CASH', T: 'EARLY_REPAID' };
    for (const row of rows) {
      const type = row.TRANSACTION_TYPE;
      if (type === 'P') expect(row.TRANSACTION_TYPE_DESC, row.TRANSACTION_ID).toBeUndefined();
      else if (type !== 'R') expect(row.TRANSACTION_TYPE_DESC, row.TRANSACTION_ID).toBe(expected[type]);
      else {
        const refund = refunds.find((r) => r.txnId === row.TRANSACTION_ID)!;
        const loan = loans.find((l) => l.refNbr === refund.loanRef)!;
        const upTo = refunds
          .filter((r) => r.loanRef === refund.loanRef && r.time <= refund.time)
          .reduce((sum, r) => sum + r.amount, 0);
        expect(row.TRANSACTION_TYPE_DESC, row.TRANSACTION_ID).toBe(
          upTo >= loan.principal ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
        );
      }
    }
    const descs = new Set(rows.map((r) => r.TRANSACTION_TYPE_DESC));
    for (const desc of [
      'PARTIALLY_REFUNDED',
      'REFUNDED',
      'PAY_LATER_INSTALMENT',
      'INSTANT_CASH',
      'EARLY_REPAID',
    ]) {
      expect(descs, desc).toContain(desc);
    }
  });

  it('[txn.detail-refund] reads a part of a purchase given back as partially refunded, of a purchase', () => {
    const s = bankDriver().session('txn.detail-refund');
    const detail = s.ok('creditTransactionDetail', { TRANSACTION_ID: TXN_IDS.refund });
    expect(detail).toMatchObject({ TRANSACTION_TYPE: 'R', TRANSACTION_TYPE_DESC: 'PARTIALLY_REFUNDED' });
    expect(['PAY_LATER_INSTALMENT', 'MERCHANDISE']).toContain(detail.ORIG_TRANSACTION_TYPE_DESC);
  });

  it('[txn.detail-repayment] names what a repayment went to: an Instant Cash is a cash loan there', () => {
    const s = bankDriver().session('txn.detail-repayment');
    const early = s.ok('creditTransactionDetail', { TRANSACTION_ID: TXN_IDS.earlyRepayment });
    expect(early).toMatchObject({
      TRANSACTION_TYPE: 'T',
      TRANSACTION_TYPE_DESC: 'EARLY_REPAID',
      ORIG_TRANSACTION_TYPE: 'C',
      ORIG_TRANSACTION_TYPE_DESC: 'CASH_LOAN',
    });
    const cash = s.ok('creditTransactionDetail', { TRANSACTION_ID: TXN_IDS.instantCash });
    expect(cash).toMatchObject({ TRANSACTION_TYPE: 'C', TRANSACTION_TYPE_DESC: 'INSTANT_CASH' });
    expect(cash.ORIG_TRANSACTION_TYPE_DESC).toBeUndefined();
  });
});
