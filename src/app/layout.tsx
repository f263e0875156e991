import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bridge, isStandIn } from '../bridge';
import { BrowserChrome } from '../bridge/browser-chrome';
import { useNavigationDirection } from '../shared/navigation/direction-store';
import { usePageChrome } from '../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../shared/navigation/use-app-navigate';
import { ROUTES } from '../shared/navigation/routes';
import { watchForWhiteScreen } from '../shared/monitoring/white-screen';
import { lazyPart } from '../shared/lib/lazy-part';
import { PageSkeleton } from '../shared/ui/page-skeleton';
import { FrameDialogs } from './frame-dialogs';
import { RouteErrorBoundary } from './route-error';
import { handlesAt } from './route-table';

// A tester's tool: its own chunk, loaded once the first screen has loaded, so it never competes with it.
const ScenarioPicker = lazyPart(() => import('./scenario-picker').then((m) => m.ScenarioPicker));

/** True once the page has loaded and the browser has had a moment to itself. */
function useAfterLoad(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => (timer = setTimeout(() => setDone(true), 1000));
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(timer);
    };
  }, []);
  return done;
}

/** Titles come from the route, upper-cased (spec section 2); the page adds colours and actions. */
function useNativeBar() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const handle = useMemo(() => handlesAt(pathname).findLast((h) => h.titleKey), [pathname]);
  // A screen's texts load with its chunk: no title until its namespace is there (the frame renders again
  // then); a key missing from a loaded namespace still reports.
  const namespace = handle?.titleKey.includes(':') ? handle.titleKey.split(':')[0]! : 'common';
  const title =
    handle && i18n.hasResourceBundle(i18n.language, namespace)
      ? String(t(handle.titleKey as 'appName')).toUpperCase()
      : '';
  const bar = usePageChrome((s) => s.bar);
  useEffect(() => {
    bridge.setNavBar({ showBack: true, statusBarStyle: 'dark', ...bar, title });
    document.title = title || t('appName');
  }, [bar, title, t]);
}

/** The back button: the page's own handler when it set one, else replace with Pay Later apply. */
function useBackAction() {
  const nav = useAppNavigate();
  const location = useLocation();
  useEffect(
    () =>
      bridge.onBack(() => {
        const handlers = usePageChrome.getState().backHandlers;
        const handler = handlers.at(-1);
        if (handler) handler();
        else if (location.pathname === ROUTES.PAY_LATER_APPLY) bridge.close();
        else nav.back();
      }),
    [nav, location.pathname],
  );
}

function useWhiteScreenMonitor() {
  const location = useLocation();
  useEffect(
    () => watchForWhiteScreen(`${location.pathname}${location.search}`),
    [location.pathname, location.search],
  );
}

/** Browser back and forward (POP) count as going back; push, replace and go record their own direction. */
function usePopDirection() {
  const type = useNavigationType();
  const location = useLocation();
  const setDirection = useNavigationDirection((s) => s.set);
  const firstKey = useRef(location.key);
  useEffect(() => {
    // The first page load is a POP too: it has no direction.
    if (type === NavigationType.Pop && location.key !== firstKey.current) setDirection('negative');
  }, [type, location.key, setDirection]);
}

export function Layout() {
  usePopDirection();
  useNativeBar();
  useBackAction();
  useWhiteScreenMonitor();
  const direction = useNavigationDirection((s) => s.direction);
  const location = useLocation();
  const loaded = useAfterLoad();
  const page = (
    <main className={`page page--${direction}`} key={location.pathname} data-ws-wrapper>
      {/* A screen that fails to load or render: the frame stays, the page says what went wrong. */}
      <RouteErrorBoundary>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <FrameDialogs />
    </main>
  );
  if (!isStandIn) return page;
  return (
    <BrowserChrome>
      {page}
      {import.meta.env.MODE === 'production' || !loaded ? null : (
        <Suspense fallback={null}>
          <ScenarioPicker />
        </Suspense>
      )}
    </BrowserChrome>
  );
}
