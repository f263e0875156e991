// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
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

/** The home's three latest transactions as the bank answers them. */
async function latest(view: RenderedScreen): Promise<Item[]> {
  const { BUSINESS_DATE } = await answerOf<{ BUSINESS_DATE: string }>(
    view,
    '/core/account/query/personal_center',
  );
  const page = await answerOf<{ TRANSACTION_LIST: Item[] }>(view, '/core/trans/query/transaction_list', {
    END_DATE: BUSINESS_DATE,
    TRANSACTION_TYPE: 'A',
    PAGESIZE: '3',
    LAST_ROW_KEY: '0',
  });
  return page.TRANSACTION_LIST;
}

interface Shown {
  type: string;
  sub: string;
  amount: string;
  className: string;
}

/** Every row of a list by its transaction id: title, second line, amount, the amount's classes. */
function rowsOf(rowId: string, prefix: string): Map<string, Shown> {
  const shown = new Map<string, Shown>();
  for (const row of screen.getAllByTestId(rowId)) {
    const part = (name: string) => row.querySelector(`[data-testid="${prefix}-${name}"]`);
    shown.set(row.getAttribute('data-id') ?? '', {
      type: textOf(part('type')),
      sub: textOf(part('sub')),
      amount: textOf(part('amount')),
      className: `${part('amount')?.className ?? ''} ${part('amount')?.parentElement?.className ?? ''}`,
    });
  }
  return shown;
}

const SOURCE = { id: 'Saldo Allo Pay', en: 'Allo Pay balance' } as const;
const TITLE = { id: 'Pembayaran tagihan', en: 'Bill repayment' } as const;

describe('Pay Later home: the latest transactions as the history tells them (decision 0084)', () => {
  for (const lang of ['id', 'en'] as const) {
    test(`[repay.bill] ${lang}: a repayment reads with a minus, not green, from "${SOURCE[lang]}", on the home and in the history alike`, async () => {
      const view = await renderScreen('repay.bill', { path: '/paylater/home', lang });
      const items = await latest(view);
      const repayment = items.find((i) => i.TRANSACTION_TYPE === 'P' && i.TRANSACTION_STATUS === 'S');
      expect(repayment, 'the scenario has a repayment among the latest three').toBeTruthy();
      await waitFor(() => expect(screen.getAllByTestId('home-recent-row')).toHaveLength(items.length));
      const home = rowsOf('home-recent-row', 'home-recent');
      const row = home.get(repayment!.TRANSACTION_ID)!;
      expect(row.amount).toBe(`${MINUS}${rp(repayment!.TRANSACTION_AMT)}`);
      expect(row.className).not.toMatch(/--in|credit|paid/);
      expect(row.type).toBe(TITLE[lang]);
      if (repayment!.REPAY_TYPE === 'BANK_CARD') expect(row.sub).toBe(SOURCE[lang]);
      expect(document.body.textContent).not.toContain('Pembayaran Pay Later');

      cleanup();
      await renderScreen('repay.bill', { path: '/paylater/transactions', lang });
      await waitFor(() => expect(screen.getAllByTestId('txn-row').length).toBeGreaterThan(0));
      const history = rowsOf('txn-row', 'txn-row');
      for (const item of items.filter((i) => i.TRANSACTION_STATUS === 'S')) {
        const id = item.TRANSACTION_ID;
        const onHome = home.get(id)!;
        const inHistory = history.get(id);
        expect(inHistory, `${id} in the history`).toBeTruthy();
        expect({ type: onHome.type, sub: onHome.sub, amount: onHome.amount }).toEqual({
          type: inHistory!.type,
          sub: inHistory!.sub,
          amount: inHistory!.amount,
        });
      }
    });
  }
});
