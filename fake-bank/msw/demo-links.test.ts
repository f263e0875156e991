import { describe, expect, it } from 'vitest';
import { demoLink, readDemoAddress, routeOfUrl } from './demo-links';

describe('the demo’s addresses (decision 0042)', () => {
  it('put the route after the root: its path in the fragment, its query and the scenario in the query', () => {
    expect(demoLink('/paylater/bills/detail', 'bill.ready')).toBe(
      '/?scenario=bill.ready#/paylater/bills/detail',
    );
    expect(demoLink('/otp/verify?usage=PAYLATER_APPLY&next=%2Floading')).toBe(
      '/?usage=PAYLATER_APPLY&next=%2Floading#/otp/verify',
    );
    expect(demoLink('/', 'landing.access-allowed')).toBe('/?scenario=landing.access-allowed');
    expect(demoLink('/')).toBe('/');
  });

  it('give one scenario parameter, whatever the route already carried', () => {
    expect(demoLink('/paylater/home?scenario=old', 'home.overdue-late-fee')).toBe(
      '/?scenario=home.overdue-late-fee#/paylater/home',
    );
  });

  it('read back the route and scenario of every link they make', () => {
    const routes = [
      '/',
      '/paylater/bills/detail',
      '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP',
      '/paylater/repayment/pay?mode=bill&month=202611',
      '/search?q=a%20b%26c%23d',
    ];
    for (const route of routes) {
      expect(readDemoAddress(demoLink(route, 'x.y'))).toEqual({ route, scenario: 'x.y' });
      expect(readDemoAddress(demoLink(route))).toEqual({ route, scenario: null });
    }
  });

  it('read a deep address and the server’s link form, which a controlling worker answers', () => {
    expect(readDemoAddress('/paylater/bills/detail?scenario=bill.ready')).toEqual({
      route: '/paylater/bills/detail',
      scenario: 'bill.ready',
    });
    expect(readDemoAddress('http://127.0.0.1:8090/index.html#/paylater/home')).toEqual({
      route: '/paylater/home',
      scenario: null,
    });
    // A fragment on a deep page is the route's own: the page's path is the route.
    expect(readDemoAddress('/paylater/home#top')).toEqual({ route: '/paylater/home', scenario: null });
  });

  it('resolve what the app hands to history against the route it is on', () => {
    expect(routeOfUrl('/paylater/cash/confirm?amount=1000000&term=3', '/paylater/cash')).toBe(
      '/paylater/cash/confirm?amount=1000000&term=3',
    );
    expect(routeOfUrl('confirm?x=1', '/paylater/cash/')).toBe('/paylater/cash/confirm?x=1');
    expect(routeOfUrl('?tab=2', '/paylater/bills')).toBe('/paylater/bills?tab=2');
    expect(routeOfUrl('/?a=1#/paylater/home', '/')).toBe('/paylater/home?a=1');
  });
});
