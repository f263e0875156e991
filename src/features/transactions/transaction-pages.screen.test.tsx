// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import id from '../../i18n/id/transactions';
import { answerOf } from '../../testing/bank-answers';
import { rp, shortDate } from '../../testing/expected-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

/**
 * A transaction's detail and the list's refusals, against the bank's core (issue 27). The list's months, chips,
 * pages and pulling down stay in e2e/transactions.spec.ts.
 */
interface Detail {
  TRANSACTION_AMT: string;
  TRANSACTION_TYPE: 'PS' | 'DS' | 'P' | 'T' | 'R' | 'C';
  TRANSACTION_STATUS: 'S' | 'C';
  MERCHANT_NAME: string;
  STMT_PAID: 'Y' | 'N';
  REF_NBR: string;
  SUB_TRANSACTION_TYPE?: 'POINTS' | 'SUBSTITUTE';
  REPAY_TYPE?: 'VA' | 'BANK_CARD';
  ORIG_TOTAL_TERM: string;
  REPAY_OPTION: string;
  ORIG_TRANSACTION_TYPE: string;
  TRANSACTION_TYPE_DESC?: keyof typeof id.typeNames;
  ORIG_TRANSACTION_TYPE_DESC?: keyof typeof id.typeNames;
  REPAY_BANK_NAME: string;
  TRANSACTION_NO: string;
  SCHEDULE_LIST: Array<{ TOTAL_AMT: string; IS_PAID: 'Y' | 'N'; PMT_DUE_DATE: string }>;
}

// The texts the screens show are the Indonesian resource's, read rather than repeated.
const TYPE_NAME: Record<Detail['TRANSACTION_TYPE'], string> = id.types;
const STATUS_NAME = id.status;
/** What a transaction is: the spec's type the bank names (decision 0079), else its code's name. */
const nameOf = (detail: Detail) =>
  detail.TRANSACTION_TYPE_DESC
    ? id.typeNames[detail.TRANSACTION_TYPE_DESC]
    : TYPE_NAME[detail.TRANSACTION_TYPE];
const origNameOf = (detail: Detail) => id.typeNames[detail.ORIG_TRANSACTION_TYPE_DESC!];
const METHOD_NAME = id.methods;

/** Successful repayments and refunds reduce what is owed, with a minus (decision 0040). */
const signed = (item: Detail) =>
  `${['P', 'T', 'R'].includes(item.TRANSACTION_TYPE) && item.TRANSACTION_STATUS === 'S' ? '\u2212' : ''}${rp(item.TRANSACTION_AMT)}`;

const bankDetail = (view: RenderedScreen, id: string) =>
  answerOf<Detail>(view, '/core/trans/query/transaction_detail', { TRANSACTION_ID: id });
const byTestId = (id: string) => textOf(screen.getByTestId(id));
const at = (view: RenderedScreen, path: RegExp) => waitFor(() => expect(view.location()).toMatch(path));

describe('a transaction’s detail, against the bank’s core', () => {
  const DETAIL_CASES = [
    { id: 'txn.detail-instant-cash', tag: '[txn.detail-instant-cash]', type: ['C'], schedule: true },
    { id: 'txn.detail-paylater', tag: '[txn.detail-paylater]', type: ['PS'], schedule: true },
    { id: 'txn.detail-refund', tag: '[txn.detail-refund]', type: ['R'], schedule: false },
    { id: 'txn.detail-repayment', tag: '[txn.detail-repayment]', type: ['P', 'T'], schedule: false },
  ] as const;

  for (const c of DETAIL_CASES) {
    test(`${c.tag} the detail shows what the bank holds for its type`, async () => {
      const view = await renderScreen(c.id);
      const id = new URLSearchParams(view.location().split('?')[1]).get('id')!;
      const detail = await bankDetail(view, id);
      expect(c.type as readonly string[]).toContain(detail.TRANSACTION_TYPE);

      await waitFor(() => expect(byTestId('txn-type')).toBe(nameOf(detail)));
      expect(byTestId('txn-status')).toBe(STATUS_NAME[detail.TRANSACTION_STATUS]);
      expect(byTestId('txn-amount')).toBe(signed(detail));
      expect(byTestId('txn-reference')).toBe(detail.TRANSACTION_NO);

      if (c.schedule) {
        expect(byTestId('txn-term')).toBe(`${detail.ORIG_TOTAL_TERM} bulan`);
        const paid = detail.SCHEDULE_LIST.filter((term) => term.IS_PAID === 'Y').length;
        expect(byTestId('txn-paid-terms')).toBe(`${paid} dari ${detail.SCHEDULE_LIST.length}`);
        expect(detail.SCHEDULE_LIST.length).toBeGreaterThan(1);
        const terms = within(screen.getByTestId('txn-schedule')).getAllByRole('listitem');
        expect(terms).toHaveLength(detail.SCHEDULE_LIST.length);
        for (const [index, term] of detail.SCHEDULE_LIST.entries()) {
          const row = within(terms[index]!);
          expect(textOf(row.getByTestId('txn-term-due'))).toBe(`Jatuh tempo ${shortDate(term.PMT_DUE_DATE)}`);
          expect(textOf(row.getByTestId('txn-term-amount'))).toBe(rp(term.TOTAL_AMT));
          expect(textOf(row.getByTestId('txn-term-status'))).toMatch(
            term.IS_PAID === 'Y' ? /Lunas|Dilunasi lebih awal/ : /Belum dibayar|Terlambat/,
          );
        }
        if (c.id === 'txn.detail-paylater') expect(byTestId('txn-merchant')).toBe(detail.MERCHANT_NAME);
        // A loan still being repaid offers its early repayment.
        expect(detail.STMT_PAID).toBe('N');
        expect(paid).toBeLessThan(detail.SCHEDULE_LIST.length);
        fireEvent.click(screen.getByTestId('txn-early-repay'));
        await at(view, new RegExp(`/paylater/repayment/early\\?ref=${detail.REF_NBR}$`));
        return;
      }
      expect(screen.queryByTestId('txn-schedule')).toBeNull();
      expect(screen.queryByTestId('txn-early-repay')).toBeNull();
      if (c.id === 'txn.detail-refund') {
        expect(byTestId('txn-merchant')).toBe(detail.MERCHANT_NAME);
        expect(byTestId('txn-original')).toBe(origNameOf(detail));
        expect(byTestId('txn-original-term')).toBe(`${detail.ORIG_TOTAL_TERM} bulan`);
      } else {
        expect(byTestId('txn-option')).toBe(
          detail.REPAY_OPTION === 'IOURepay' ? 'Pelunasan dipercepat' : 'Pembayaran tagihan',
        );
        expect(byTestId('txn-method')).toBe(METHOD_NAME[detail.REPAY_TYPE!]);
        expect(byTestId('txn-bank')).toBe(detail.REPAY_BANK_NAME);
        expect(detail.SUB_TRANSACTION_TYPE).toBe('POINTS');
        expect(byTestId('txn-points')).toBe('Ya, diganti poin');
        if (detail.ORIG_TRANSACTION_TYPE) expect(byTestId('txn-for')).toBe(origNameOf(detail));
      }
      // Back goes to the list (the detail was opened by link).
      fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
      await at(view, /\/paylater\/transactions$/);
    });
  }

  test('[txn.detail-repayment] an early repayment by VA', async () => {
    const view = await renderScreen('txn.detail-repayment', {
      path: '/paylater/transactions/detail?id=TXEARLYREPAY',
    });
    const early = await bankDetail(view, 'TXEARLYREPAY');
    expect(early.TRANSACTION_TYPE).toBe('T');
    await waitFor(() => expect(byTestId('txn-type')).toBe('Pelunasan dipercepat'));
    expect(byTestId('txn-option')).toBe('Pelunasan dipercepat');
    expect(byTestId('txn-method')).toBe(METHOD_NAME[early.REPAY_TYPE!]);
    expect(byTestId('txn-bank')).toBe(early.REPAY_BANK_NAME);
    expect(byTestId('txn-amount')).toBe(signed(early));
    expect(screen.queryByTestId('txn-points')).toBeNull();
  });

  test('[txn.detail-repayment] a failed repayment', async () => {
    const view = await renderScreen('txn.detail-repayment', {
      path: '/paylater/transactions/detail?id=TXFAILEDREPAY',
    });
    const failed = await bankDetail(view, 'TXFAILEDREPAY');
    expect(failed.TRANSACTION_STATUS).toBe('C');
    await waitFor(() => expect(byTestId('txn-status')).toBe('Dibatalkan'));
    expect(byTestId('txn-amount')).toBe(rp(failed.TRANSACTION_AMT));
    expect(byTestId('txn-cancelled-note')).toBe('Pembayaran ini tidak berhasil. Saldo kamu tidak terpotong.');
  });

  test('[txn.detail-instant-cash] a cancelled Instant Cash: no schedule, no early repayment', async () => {
    const view = await renderScreen('txn.detail-instant-cash', {
      path: '/paylater/transactions/detail?id=TXFAILEDCASH',
    });
    const failed = await bankDetail(view, 'TXFAILEDCASH');
    expect([failed.TRANSACTION_TYPE, failed.TRANSACTION_STATUS]).toEqual(['C', 'C']);
    await waitFor(() => expect(byTestId('txn-status')).toBe('Dibatalkan'));
    expect(byTestId('txn-amount')).toBe(rp(failed.TRANSACTION_AMT));
    screen.getByTestId('txn-cancelled-note');
    expect(screen.queryByTestId('txn-schedule')).toBeNull();
    expect(screen.queryByTestId('txn-early-repay')).toBeNull();
  });

  test('an unknown transaction: the bank says it is not found, with the way back to the list', async () => {
    const view = await renderScreen('txn.filter', { path: '/paylater/transactions/detail?id=TXNOSUCHONE' });
    const answer = await view.bankCall('/core/trans/query/transaction_detail', {
      TRANSACTION_ID: 'TXNOSUCHONE',
    });
    await waitFor(() => expect(byTestId('txn-not-found')).toContain(answer.ret_msg));
    fireEvent.click(screen.getByRole('button', { name: 'Ke riwayat transaksi' }));
    await at(view, /\/paylater\/transactions$/);
  });

  test('a person without a credit line gets the bank message and the way to apply', async () => {
    const view = await renderScreen('apply.can-apply', { path: '/paylater/transactions' });
    const answer = await view.bankCall('/core/trans/query/transaction_list', {
      END_DATE: '2026-11-21',
      TRANSACTION_TYPE: 'A',
      PAGESIZE: '20',
      LAST_ROW_KEY: '0',
    });
    expect(answer.ret_code).toBe('80461001');
    const outcome = await screen.findByTestId('txn-no-account');
    await waitFor(() => expect(textOf(outcome)).toContain(answer.ret_msg));
    fireEvent.click(within(outcome).getByRole('button', { name: 'Ajukan Pay Later' }));
    await at(view, /^\/$/);
  });
});
