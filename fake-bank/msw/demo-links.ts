/**
 * The in-browser demo's addresses (decision 0042). A plain static host (`python3 -m http.server`) has a file
 * only at the root, so every address the demo gives out names the root and carries the app's route after it:
 * the route's path in the fragment, its query as the page's own query, `scenario=<id>` beside it on a link:
 *
 *   /?scenario=bill.ready#/paylater/bills/detail
 *   /?usage=PAYLATER_APPLY&next=%2Floading#/otp/verify
 *
 * The query stays the page's real query because the app reads some parameters from `window.location.search`.
 * Pure functions: the entry (demo/main.ts), the picker's links, the gallery and the tests share them.
 */

/** What a demo address names: the app's route (path and query) and the scenario a link asks for, if any. */
export interface DemoAddress {
  route: string;
  scenario: string | null;
}

const ORIGIN = 'http://demo.invalid';

/** The page itself: the root, or index.html as some hosts and people write it. */
const isRootPage = (pathname: string) => pathname === '/' || pathname === '/index.html';

/** A query without its `scenario` pairs, the rest as written (re-encoding would turn %20 into +). */
function withoutScenario(search: string): { rest: string; scenario: string | null } {
  const pairs = search.replace(/^\?/, '').split('&').filter(Boolean);
  const isScenario = (pair: string) => pair.split('=')[0] === 'scenario';
  const rest = pairs.filter((pair) => !isScenario(pair));
  return {
    rest: rest.length ? `?${rest.join('&')}` : '',
    scenario: new URLSearchParams(search).get('scenario'),
  };
}

/** The demo's address of an app route (`/paylater/home?tab=x`), with `?scenario=<id>` for a scenario link. */
export function demoLink(route: string, scenario?: string): string {
  const url = new URL(route, ORIGIN);
  const { rest } = withoutScenario(url.search);
  const asked = scenario === undefined ? '' : `scenario=${encodeURIComponent(scenario)}`;
  const search = rest && asked ? `${rest}&${asked}` : rest || (asked && `?${asked}`);
  const path = url.pathname === '/' ? '' : `#${url.pathname}`;
  return `/${search}${path}`;
}

/**
 * The route and scenario an address names. Besides the root form it reads a deep address (`/paylater/home`,
 * `?scenario=` among its own query, as the server's links are written), which only a service worker that
 * already controls the origin can have answered.
 */
export function readDemoAddress(href: string): DemoAddress {
  const url = new URL(href, ORIGIN);
  const { rest, scenario } = withoutScenario(url.search);
  const path = isRootPage(url.pathname) && url.hash.startsWith('#/') ? url.hash.slice(1) : url.pathname;
  // Only the path and query: the fragment carries the path, and a route's own fragment is not used.
  const route = new URL(`${path}${rest}`, ORIGIN);
  return { route: route.pathname + route.search, scenario };
}

/** The route of a URL the app hands to history (relative to the route it is on), whichever form it has. */
export function routeOfUrl(url: string, currentRoute: string): string {
  const resolved = new URL(url, new URL(currentRoute, ORIGIN));
  return readDemoAddress(resolved.pathname + resolved.search + resolved.hash).route;
}
