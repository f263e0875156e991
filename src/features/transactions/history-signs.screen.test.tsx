// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answerOf } from '../../testing/bank-answers';
import { rp } from '../../testing/expected-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

interface Item {
  TRANSACTION_ID: string;
  TRANSACTION_TYPE: string;
  TRANSACTION_AMT: string;
  TRANSACTION_STATUS: 'S' | 'C';
  REPAY_TYPE?: string;
}

const MINUS = '\u2212';

/** The first page of repayments (P) the bank holds up to its business day, as the list asks. */
async function repayments(view: RenderedScreen): Promise<Item[]> {
  const { BUSINESS_DATE: day } = await answerOf<{ BUSINESS_DATE: string }>(
    view,
    '/core/account/query/personal_center',
  );
  const end = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)} 23:59:59`;
  const page = await answerOf<{ TRANSACTION_LIST: Item[] }>(view, '/core/trans/query/transaction_list', {
    END_DATE: end,
    TRANSACTION_TYPE: 'P',
    PAGESIZE: '20',
    LAST_ROW_KEY: '0',
  });
  return page.TRANSACTION_LIST;
}

describe('Pay Later history: one sign convention, one name for the source (decision 0040)', () => {
  test('[txn.filter] a repayment reduces what is owed: a minus, no green; from the balance it says "Saldo Allo Pay"', async () => {
    const view = await renderScreen('txn.filter', { path: '/paylater/transactions?type=P' });
    const items = await repayments(view);
    const done = items.filter((i) => i.TRANSACTION_STATUS === 'S');
    expect(done.length).toBeGreaterThan(0);
    expect(items.some((i) => i.REPAY_TYPE === 'BANK_CARD')).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('txn-row').length).toBeGreaterThan(0));
    const rows = screen.getAllByTestId('txn-row');
    const shown = items.slice(0, rows.length);
    for (const [index, item] of shown.entries()) {
      const row = rows[index]!;
      expect(row.getAttribute('data-id')).toBe(item.TRANSACTION_ID);
      const amount = within(row).getByTestId('txn-row-amount');
      const sign = item.TRANSACTION_STATUS === 'S' ? MINUS : '';
      expect(textOf(amount)).toBe(`${sign}${rp(item.TRANSACTION_AMT)}`);
      expect(amount.className).not.toContain('credit');
      if (item.REPAY_TYPE === 'BANK_CARD') {
        expect(textOf(within(row).getByTestId('txn-row-sub'))).toContain('Saldo Allo Pay');
      }
    }
    expect(screen.queryByText(/Saldo rekening/)).toBeNull();
  });

  test('[txn.detail-repayment] the detail: the same minus and the same source', async () => {
    // The scenario opens the bill repayment partly paid with points (scenarios' TXN_IDS.repaymentPoints).
    const view = await renderScreen('txn.detail-repayment');
    await waitFor(() => expect(screen.getByTestId('txn-amount')).toBeTruthy());
    const detail = await answerOf<Item>(view, '/core/trans/query/transaction_detail', {
      TRANSACTION_ID: 'TXREPAYPOINTS',
    });
    expect(detail.TRANSACTION_STATUS).toBe('S');
    expect(textOf(screen.getByTestId('txn-amount'))).toBe(`${MINUS}${rp(detail.TRANSACTION_AMT)}`);
    if (detail.REPAY_TYPE === 'BANK_CARD') {
      expect(textOf(screen.getByTestId('txn-method'))).toContain('Saldo Allo Pay');
    }
  });
});
