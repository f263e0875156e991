import { expect, it } from 'vitest';
import * as presets from '../../scenarios/generators/credit-presets';
import { bankDriver } from '../testing/bank-driver';
import { DAY_MS } from '../../contracts/dates';

// The auto-debit catch-up runs only on the calls whose answer it can change (domain/index.ts, issue 41).
it('after a long clock move an OTP call books no auto-debit; a credit call does', () => {
  const s = bankDriver().session('apply.can-apply', { id: 'auto-calls', seed: presets.dueToday });
  const autoDebits = () => s.state().credit.repayments.filter((r) => r.autoFor).length;
  s.elapse(40 * DAY_MS);

  s.call('getCaptcha', {});
  expect(autoDebits()).toBe(0);

  s.call('creditPersonalCenter', {});
  expect(autoDebits()).toBeGreaterThan(0);
});
