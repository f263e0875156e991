// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepAddressAtRoot } from './demo-address-bar';

type Masked = { masked?: { pathname: string; search: string }; idx?: number };

describe('the demo’s address bar (decision 0042)', () => {
  it('shows the root form while history entries carry the route where React Router reads it', () => {
    window.history.replaceState({ idx: 0 }, '', '/paylater/bills/detail');
    keepAddressAtRoot();
    expect(window.location.pathname + window.location.hash).toBe('/#/paylater/bills/detail');
    expect(window.history.state as Masked).toMatchObject({
      idx: 0,
      masked: { pathname: '/paylater/bills/detail', search: '' },
    });

    window.history.pushState({ idx: 1 }, '', '/paylater/repayment/pay?mode=bill&month=202611');
    expect(window.location.search + window.location.hash).toBe(
      '?mode=bill&month=202611#/paylater/repayment/pay',
    );
    expect((window.history.state as Masked).masked).toMatchObject({
      pathname: '/paylater/repayment/pay',
      search: '?mode=bill&month=202611',
    });

    // A state-only write (React Router's, with '' for the URL) keeps the entry's route and address.
    window.history.replaceState({ ...(window.history.state as object), idx: 1 }, '');
    expect(window.location.hash).toBe('#/paylater/repayment/pay');
    expect((window.history.state as Masked).masked?.pathname).toBe('/paylater/repayment/pay');

    // A relative URL resolves against the route, not the root.
    window.history.pushState({ idx: 2 }, '', 'plan');
    expect(window.location.hash).toBe('#/paylater/repayment/plan');
  });
});
