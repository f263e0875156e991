// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answerOf } from '../../testing/bank-answers';
import { longDate, monthName, rp, shortDate } from '../../testing/expected-text';
import { findText } from '../../testing/find-text';
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
  DAYS_TO_DUE: string;
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

interface RecordRow {
  RECORD_TYPE: 'P' | 'T' | 'R';
  AMOUNT: string;
  STATUS: 'P' | 'S' | 'F';
}

/** The newest refund or repayment record, as the bank lists them. */
async function latestRecord(view: RenderedScreen): Promise<RecordRow | undefined> {
  const first = await answerOf<{ RECORD_LIST: RecordRow[] }>(view, '/core/trans/query/refund_repay_record', {
    LAST_ROW_KEY: '0',
    NEXTPAGE_FLG: 'Y',
    PAGESIZE: '50',
  });
  return first.RECORD_LIST[0];
}

const at = (view: RenderedScreen, path: string | RegExp) =>
  waitFor(() =>
    typeof path === 'string' ? expect(view.location()).toBe(path) : expect(view.location()).toMatch(path),
  );

/**
 * The bills index and the screens one tap away, for a scenario. Colours, scrolling, pulling down and the walks
 * over every link stay in e2e/bills.spec.ts.
 */
describe('the bills index, against the bank’s core', () => {
  test('[bill.none-yet] a new line: no bill yet, why, and the way to shop', async () => {
    const view = await renderScreen('bill.none-yet');
    await pageHeading('TAGIHAN');
    const center = await answerOf<{ STMT_MONTH: string; ACCT_USE_STATUS: string }>(
      view,
      '/core/account/query/personal_center',
    );
    expect(center.STMT_MONTH).toBe('');
    expect(center.ACCT_USE_STATUS).toBe('W');
    const empty = await screen.findByTestId('bill-none-yet');
    await within(empty).findByRole('heading', { name: 'Belum ada tagihan' });
    expect(textOf(empty)).toContain(
      'Tagihan pertamamu dicetak setelah kamu belanja dengan Pay Later atau menarik Instant Cash.',
    );
    expect(screen.queryByTestId('bills-pay')).toBeNull();
    await waitFor(() => expect(byTestId('entry-overdue')).toContain('Tidak ada tagihan terlambat'));
    fireEvent.click(screen.getByTestId('entry-history'));
    await pageHeading('Belum ada riwayat tagihan');
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    await at(view, /\/paylater\/bills$/);
    fireEvent.click(
      within(await screen.findByTestId('bill-none-yet')).getByRole('button', {
        name: 'Ke beranda Pay Later',
      }),
    );
    await at(view, /\/paylater\/home$/);
  });

  test('[bill.none-yet] nothing billed this month: the instalments not billed yet and the way to them', async () => {
    const view = await renderScreen('bill.nothing-this-month');
    const center = await personalCenter(view);
    const current = await bill(view, center.STMT_MONTH);
    expect(current.STMT_STATUS).toBe('');
    const empty = await screen.findByTestId('bill-none-this-month');
    await within(empty).findByRole('heading', { name: `Tidak ada tagihan ${monthName(center.STMT_MONTH)}` });
    expect(textOf(empty)).toContain(rp(center.UN_BILL_AMT));
    await waitFor(() =>
      expect(byTestId('entry-upcoming')).toContain(`Total belum ditagih ${rp(center.UN_BILL_AMT)}`),
    );
    expect(screen.queryByTestId('bills-pay')).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: 'Lihat tagihan mendatang' }));
    await at(view, /\/paylater\/bills\/upcoming$/);
    await waitFor(() => expect(byTestId('bill-amount')).toBe(rp(sum(current.UPCOMING_DETAIL))));
  });

  test('[bill.ready] the current bill on the index: what is left, due date and days, the ways on; pay this bill', async () => {
    const view = await renderScreen('bill.ready', { path: '/paylater/bills' });
    const center = await personalCenter(view);
    const current = await bill(view, center.STMT_MONTH);
    expect(current.STMT_STATUS).toBe('N');
    const card = within(await screen.findByTestId('bill-current'));
    await card.findByRole('heading', { name: `Tagihan ${monthName(current.STMT_MONTH)}` });
    await waitFor(() => expect(textOf(card.getByTestId('bill-status'))).toBe('Belum dibayar'));
    expect(textOf(card.getByTestId('bill-amount'))).toBe(rp(current.STMT_BAL_AMT));
    expect(textOf(card.getByTestId('bill-due'))).toBe(
      `Jatuh tempo ${shortDate(current.PMT_DUE_DATE)} · ${current.DAYS_TO_DUE} hari lagi`,
    );
    await waitFor(() => expect(byTestId('entry-upcoming')).toContain(rp(center.UN_BILL_AMT)));
    expect(screen.queryByTestId('entry-overdue-count')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bayar tagihan ini' }));
    await at(view, `/paylater/repayment/pay?mode=bill&month=${current.STMT_MONTH}`);
  });

  test('[bill.ready] in English: the index and the detail', async () => {
    const view = await renderScreen('bill.ready-english');
    const center = await personalCenter(view);
    const current = await bill(view, center.STMT_MONTH);
    await pageHeading('BILLS');
    await waitFor(() => expect(byTestId('bill-status')).toBe('Unpaid'));
    expect(byTestId('bill-amount')).toBe(rp(current.STMT_BAL_AMT));
    await waitFor(() => expect(byTestId('entry-overdue')).toContain('No overdue bills'));
    screen.getByRole('button', { name: 'Pay this bill' });
    fireEvent.click(screen.getByRole('link', { name: 'See bill details' }));
    await pageHeading('BILL DETAILS');
    await at(view, `/paylater/bills/detail?month=${current.STMT_MONTH}`);
    const summary = within(await screen.findByTestId('bill-summary'));
    await waitFor(() => summary.getByText('Left to pay'));
    within(screen.getByTestId('bill-activity')).getByText('Pay Later spending');
    expect(byTestId('bill-cash')).toBe(rp(current.CASH_AMT));
    expect(textOf(within(screen.getByTestId('bill-items-cash')).getByRole('heading'))).toContain(
      'Instant Cash',
    );
  });

  test('[bill.pending] a repayment in progress: the bill reads processing with the amount being paid, paying again waits', async () => {
    const view = await renderScreen('bill.pending');
    const center = await personalCenter(view);
    const current = await bill(view, center.STMT_MONTH);
    const latest = (await latestRecord(view))!;
    expect(latest).toMatchObject({ RECORD_TYPE: 'P', STATUS: 'P' });
    // Until the bank books it, the bill still owes everything.
    expect(current.STMT_BAL_AMT).toBe(current.STMT_AMT);
    const reason = 'Tunggu pembayaran sebelumnya selesai diproses sebelum membayar lagi.';

    const card = within(await screen.findByTestId('bill-current'));
    await waitFor(() => expect(textOf(card.getByTestId('bill-status'))).toBe('Diproses'));
    await waitFor(() =>
      expect(textOf(card.getByTestId('bill-processing'))).toContain(
        `Pembayaran ${rp(latest.AMOUNT)} sedang diproses`,
      ),
    );
    expect(textOf(card.getByTestId('bill-amount'))).toBe(rp(current.STMT_BAL_AMT));
    const pay = screen.getByTestId<HTMLButtonElement>('bills-pay');
    expect(pay.disabled).toBe(true);
    const describedBy = (pay.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(describedBy.map((id) => textOf(document.getElementById(id))).join(' ')).toBe(reason);

    fireEvent.click(card.getByRole('link', { name: 'Lihat rincian tagihan' }));
    await waitFor(() => expect(byTestId('bill-status')).toBe('Diproses'));
    await waitFor(() => expect(byTestId('bill-processing')).toContain(rp(latest.AMOUNT)));
    expect(screen.getByTestId<HTMLButtonElement>('bill-pay').disabled).toBe(true);
    await findText(reason);
  });

  test('[bill.pending] the records list the repayment being processed', async () => {
    const view = await renderScreen('bill.pending', { path: '/paylater/bills/records' });
    const latest = (await latestRecord(view))!;
    const first = (await screen.findAllByTestId('bill-record'))[0]!;
    expect(textOf(first)).toContain('Bayar tagihan');
    expect(textOf(first)).toContain('Diproses');
    expect(textOf(within(first).getByTestId('bill-record-amount'))).toBe(rp(latest.AMOUNT));
  });

  test('[bill.auto-repayment] auto-repayment is on, how it works, and it cannot be turned off', async () => {
    const view = await renderScreen('bill.auto-repayment');
    const info = await answerOf<{ IS_AUTO_PAY_ONLINE: string }>(view, '/core/trans/query/repay_info');
    const center = await answerOf<{ PMT_DUE_DATE: string }>(view, '/core/account/query/personal_center');
    expect(info.IS_AUTO_PAY_ONLINE).toBe('Y');
    await pageHeading('PEMBAYARAN OTOMATIS');
    await pageHeading('Pembayaran otomatis aktif');
    await waitFor(() => expect(byTestId('auto-repayment-status')).toBe('Aktif'));
    expect(byTestId('auto-repayment-day')).toBe(`Setiap tanggal ${Number(center.PMT_DUE_DATE.slice(6, 8))}`);
    await findText('Pada tanggal jatuh tempo, sisa tagihan didebit otomatis dari saldo Allo Pay kamu.');
    expect(byTestId('auto-repayment-fixed')).toContain('Tidak dapat dinonaktifkan');
    // Nothing to turn it off with.
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(screen.getByRole('main')).queryAllByRole('button')).toHaveLength(0);
  });

  test("without a credit line the bills screens show the bank's message and the way to apply", async () => {
    const view = await renderScreen('apply.can-apply', { path: '/paylater/bills' });
    const refused = await view.bankCall('/core/account/query/personal_center', {});
    expect(refused.ret_code).toBe('80461001');
    const outcome = within(await screen.findByTestId('bills-no-account'));
    await outcome.findByRole('heading', { name: 'Belum ada Pay Later' });
    expect(textOf(screen.getByTestId('bills-no-account'))).toContain(refused.ret_msg);
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan Pay Later' }));
    await at(view, /^\/$/);
  });
});
