// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { markOf } from '../../shared/ui/illustrations/mark-spec';
import { renderScreen, textOf } from '../../testing/render-screen';

/** Issue 40 (imagery): the cashier shows whom the customer pays with the merchant's mark, not a shopping bag. */
describe('the merchant mark on the checkout', () => {
  for (const lang of ['id', 'en'] as const) {
    test(`[checkout.paid] the order card: the merchant's mark beside its name (${lang})`, async () => {
      await renderScreen('checkout.pay', { lang });
      const order = await screen.findByTestId('checkout-order');
      const name = textOf(await within(order).findByTestId('checkout-merchant'));
      const mark = within(order).getByTestId('merchant-mark');
      // Beside the name, which is read: the mark itself is hidden from assistive technology.
      expect(mark.getAttribute('aria-hidden')).toBe('true');
      expect(mark.getAttribute('data-initials')).toBe(markOf(name).initials);
      expect(mark.getAttribute('width')).toBe('44');
      expect(within(order).queryByRole('img')).toBeNull();
    });
  }
});
