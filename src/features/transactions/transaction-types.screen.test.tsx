// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import en from '../../i18n/en/transactions';
import id from '../../i18n/id/transactions';
import { answerOf } from '../../testing/bank-answers';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

type TypeName = keyof typeof id.typeNames;
interface Item {
  TRANSACTION_ID: string;
  TRANSACTION_TYPE: string;
  TRANSACTION_TYPE_DESC?: TypeName;
  ORIG_TRANSACTION_TYPE_DESC?: TypeName;
}

/** Section 4's transaction types on the screens (issue 38, behaviour 5; decision 0079). */
const byTestId = (testId: string) => textOf(screen.getByTestId(testId));
const detailOf = (view: RenderedScreen, txnId: string) =>
  answerOf<Item>(view, '/core/trans/query/transaction_detail', { TRANSACTION_ID: txnId });

describe("transaction types in the spec's words", () => {
  for (const [lang, texts] of [
    ['id', id],
    ['en', en],
  ] as const) {
    test(`[txn.detail-refund] a part of a purchase given back reads partially refunded (${lang})`, async () => {
      const view = await renderScreen('txn.detail-refund', { lang });
      const detail = await detailOf(view, 'TXREFUND');
      expect(detail.TRANSACTION_TYPE_DESC).toBe('PARTIALLY_REFUNDED');
      await waitFor(() => expect(byTestId('txn-type')).toBe(texts.typeNames.PARTIALLY_REFUNDED));
      expect(byTestId('txn-type')).not.toBe(texts.types.R);
      expect(byTestId('txn-original')).toBe(texts.typeNames[detail.ORIG_TRANSACTION_TYPE_DESC!]);
    });

    test(`[txn.detail-repayment] an early repayment of an Instant Cash went to a cash loan (${lang})`, async () => {
      await renderScreen('txn.detail-repayment', {
        lang,
        path: '/paylater/transactions/detail?id=TXEARLYREPAY',
      });
      await waitFor(() => expect(byTestId('txn-type')).toBe(texts.typeNames.EARLY_REPAID));
      expect(byTestId('txn-for')).toBe(texts.typeNames.CASH_LOAN);
    });
  }

  test('[txn.filter] the refunds list tells partial refunds from whole ones', async () => {
    const view = await renderScreen('txn.filter', { path: '/paylater/transactions?type=R' });
    const { BUSINESS_DATE: day } = await answerOf<{ BUSINESS_DATE: string }>(
      view,
      '/core/account/query/personal_center',
    );
    const page = await answerOf<{ TRANSACTION_LIST: Item[] }>(view, '/core/trans/query/transaction_list', {
      END_DATE: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)} 23:59:59`,
      TRANSACTION_TYPE: 'R',
      PAGESIZE: '20',
      LAST_ROW_KEY: '0',
    });
    const kinds = new Set(page.TRANSACTION_LIST.map((item) => item.TRANSACTION_TYPE_DESC));
    expect(kinds).toEqual(new Set(['REFUNDED', 'PARTIALLY_REFUNDED']));
    await waitFor(() => expect(screen.getAllByTestId('txn-row')).toHaveLength(page.TRANSACTION_LIST.length));
    for (const row of screen.getAllByTestId('txn-row')) {
      const item = page.TRANSACTION_LIST.find((i) => i.TRANSACTION_ID === row.getAttribute('data-id'))!;
      expect(textOf(within(row).getByTestId('txn-row-type'))).toBe(id.typeNames[item.TRANSACTION_TYPE_DESC!]);
    }
  });
});
