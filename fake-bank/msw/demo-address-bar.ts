import { demoLink, readDemoAddress, routeOfUrl } from './demo-links';

/** The route react-router reads from a history entry's state when the address shows another URL. */
interface MaskedState {
  masked?: { pathname: string; search: string; hash: string };
}

const maskOf = (route: string): NonNullable<MaskedState['masked']> => {
  const url = new URL(route, 'http://demo.invalid');
  return { pathname: url.pathname, search: url.search, hash: '' };
};

/**
 * Keeps the address bar at the root form (`/?…#/route`, decision 0042) while the app runs on its real routes,
 * so a reload, a bookmark or a copied address asks the host for the root page only. React Router's
 * BrowserRouter reads a history entry's route from `state.masked` when there is one (its location masking):
 * every entry the app pushes or replaces gets its route there and the root form as its URL.
 * Call it once the app has rendered: the app's start reads `window.location.pathname` once, before.
 */
export function keepAddressAtRoot(history: History = window.history, location: Location = window.location) {
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  const currentRoute = () => {
    const masked = (history.state as MaskedState | null)?.masked;
    return masked ? masked.pathname + masked.search : readDemoAddress(location.href).route;
  };
  const entry = (data: unknown, url: string | URL | null | undefined): [unknown, string] => {
    // No URL (or '', which would drop the fragment): the entry keeps its route.
    const route = url ? routeOfUrl(String(url), currentRoute()) : currentRoute();
    const state = typeof data === 'object' && data !== null ? data : {};
    return [{ ...state, masked: maskOf(route) }, demoLink(route)];
  };
  history.pushState = (data, unused, url) => push(...withUnused(entry(data, url), unused));
  history.replaceState = (data, unused, url) => replace(...withUnused(entry(data, url), unused));
  history.replaceState(history.state, '');
}

const withUnused = ([state, url]: [unknown, string], unused: string): [unknown, string, string] => [
  state,
  unused,
  url,
];

/** Runs `then` once React has replaced the static shell in #root (its first commit). */
export function onFirstRender(root: HTMLElement, then: () => void): void {
  const observer = new MutationObserver(() => {
    observer.disconnect();
    then();
  });
  observer.observe(root, { childList: true });
}
