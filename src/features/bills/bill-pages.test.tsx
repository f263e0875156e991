// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answerOf } from '../../testing/bank-answers';
import { longDate, monthName, rp } from '../../testing/expected-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

/** The bank's answers the screens must show, read through this screen's session. */
interface Bill {
  STMT_MONTH: string;
  STMT_DATE: string;
  PMT_DUE_DATE: string;
  STMT_STATUS: string;
  STMT_AMT: string;
  STMT_BAL_AMT: string;
  STMT_PAID_AMT: string;
  CUR_STMT_AMT: string;
  REFUND_AMT: string;
  SPENDING_AMT: string;
  CASH_AMT: string;
  SPENDING_DETAIL: Item[];
  CASH_DETAIL_LIST: Item[];
  UPCOMING_DETAIL: Item[];
}
interface Item {
  LOAN_INIT_SUM: string;
}
interface Center {
  STMT_MONTH: string;
  UN_BILL_AMT: string;
}

const personalCenter = (view: RenderedScreen) =>
  answerOf<Center>(view, '/core/account/query/personal_center');
const bill = (view: RenderedScreen, month: string) =>
  answerOf<Bill>(view, '/core/trans/query/bill', { STMT_MONTH: month });

const sum = (items: Item[]) => items.reduce((s, i) => s + Number(i.LOAN_INIT_SUM), 0);

const nextMonth = (yyyymm: string) => {
  const [y, m] = [Number(yyyymm.slice(0, 4)), Number(yyyymm.slice(4, 6))];
  return m === 12 ? `${y + 1}01` : `${y}${String(m + 1).padStart(2, '0')}`;
};

const byTestId = (id: string) => textOf(screen.getByTestId(id));
const pageHeading = (name: string) => screen.findByRole('heading', { name }, { timeout: 10_000 });

/** The instalments on screen are the bank's, in its order, with its amounts. */
function expectItems(group: string, items: Item[]) {
  const box = screen.getByTestId(group);
  const rows = within(box).getAllByTestId('bill-item');
  expect(rows).toHaveLength(items.length);
  expect(rows.map((row) => textOf(within(row).getByTestId('bill-item-amount')))).toEqual(
    items.map((i) => rp(i.LOAN_INIT_SUM)),
  );
  for (const heading of within(box).getAllByRole('heading'))
    expect(textOf(heading)).toContain(rp(sum(items)));
}

describe('bill screens, against the bank’s core', () => {
  test('[bill.ready] the detail: spending, Instant Cash, refunds, late fee, paid and balance, instalments by kind', async () => {
    const view = await renderScreen('bill.ready');
    const center = await personalCenter(view);
    const current = await bill(view, center.STMT_MONTH);
    // The scenario books Instant Cash and a refund in the cycle, so every figure has something to show.
    expect(Number(current.CASH_AMT)).toBeGreaterThan(0);
    expect(Number(current.REFUND_AMT)).toBeGreaterThan(0);
    expect(Number(current.SPENDING_AMT)).toBeGreaterThan(0);
    await pageHeading('RINCIAN TAGIHAN');
    await waitFor(() => expect(byTestId('bill-status')).toBe('Belum dibayar'));
    expect(byTestId('bill-amount')).toBe(rp(current.STMT_BAL_AMT));
    const figures: Array<[string, string]> = [
      ['bill-spending', rp(current.SPENDING_AMT)],
      ['bill-cash', rp(current.CASH_AMT)],
      ['bill-refunds', `\u2212${rp(current.REFUND_AMT)}`],
      ['bill-instalments', rp(current.CUR_STMT_AMT)],
      ['bill-late-fee', rp(Number(current.STMT_AMT) - Number(current.CUR_STMT_AMT))],
      ['bill-total', rp(current.STMT_AMT)],
      ['bill-paid', rp(current.STMT_PAID_AMT)],
      ['bill-balance', rp(current.STMT_BAL_AMT)],
    ];
    for (const [id, text] of figures) expect(byTestId(id), id).toBe(text);
    expect(byTestId('bill-summary')).toContain(longDate(current.PMT_DUE_DATE));
    expectItems('bill-items-spending', current.SPENDING_DETAIL);
    expectItems('bill-items-cash', current.CASH_DETAIL_LIST);
    expect(sum([...current.SPENDING_DETAIL, ...current.CASH_DETAIL_LIST])).toBe(Number(current.CUR_STMT_AMT));
    fireEvent.click(screen.getByRole('button', { name: 'Bayar tagihan ini' }));
    await waitFor(() =>
      expect(view.location()).toBe(`/paylater/repayment/pay?mode=bill&month=${current.STMT_MONTH}`),
    );
  });

  test('[bill.upcoming] the next statement: its instalments, total, print and due dates', async () => {
    const view = await renderScreen('bill.upcoming');
    const center = await personalCenter(view);
    const current = await bill(view, center.STMT_MONTH);
    const next = await bill(view, nextMonth(center.STMT_MONTH));
    expect(next.STMT_STATUS).toBe('U');
    // What the next statement bills is what the current one announces as upcoming.
    expect(Number(next.CUR_STMT_AMT)).toBe(sum(current.UPCOMING_DETAIL));
    await pageHeading('TAGIHAN MENDATANG');
    await pageHeading(`Tagihan ${monthName(next.STMT_MONTH)}`);
    expect(byTestId('bill-status')).toBe('Belum ditagih');
    expect(byTestId('bill-amount')).toBe(rp(sum(current.UPCOMING_DETAIL)));
    expect(byTestId('bill-print-date')).toBe(longDate(next.STMT_DATE));
    expect(byTestId('bill-due-date')).toBe(longDate(next.PMT_DUE_DATE));
    expect(byTestId('bill-unbilled')).toBe(rp(center.UN_BILL_AMT));
    expect(screen.getAllByTestId('bill-item')).toHaveLength(current.UPCOMING_DETAIL.length);
    expectItems('bill-items-spending', next.SPENDING_DETAIL);
    expect(screen.queryByTestId('bills-pay')).toBeNull();
  });
});
