// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { markOf } from '../../shared/ui/illustrations/mark-spec';
import { renderScreen, textOf } from '../../testing/render-screen';

/**
 * Issue 40 (imagery): a history row with a merchant wears the merchant's mark beside its name, as its coupons
 * and deals do; a mark is hidden from assistive technology because the name is read beside it.
 */
describe('merchant marks on the transaction history', () => {
  for (const lang of ['id', 'en'] as const) {
    test(`[txn.filter] a purchase's row: its merchant's mark beside the name; a repayment or Instant Cash none (${lang})`, async () => {
      await renderScreen('txn.filter', { lang });
      await waitFor(() => expect(screen.getAllByTestId('txn-row').length).toBeGreaterThan(0));
      const rows = screen.getAllByTestId('txn-row');
      let withMerchant = 0;
      for (const row of rows) {
        const type = row.getAttribute('data-type') ?? '';
        const mark = within(row).queryByTestId('merchant-mark');
        if (['PS', 'DS', 'R'].includes(type) && within(row).queryByTestId('txn-row-sub')) {
          const name = textOf(within(row).getByTestId('txn-row-sub'));
          expect(mark, `${type} row of ${name}`).not.toBeNull();
          expect(mark!.getAttribute('aria-hidden')).toBe('true');
          expect(mark!.getAttribute('data-initials')).toBe(markOf(name).initials);
          // Sized for a 320 px row: a small mark on the line of the name, not a second icon column.
          expect(mark!.getAttribute('width')).toBe('16');
          expect(mark!.parentElement).toBe(within(row).getByTestId('txn-row-sub').parentElement);
          withMerchant += 1;
        } else {
          expect(mark, `${type} row`).toBeNull();
        }
      }
      expect(withMerchant).toBeGreaterThan(0);
      expect(withMerchant).toBeLessThan(rows.length);
    });
  }
});
