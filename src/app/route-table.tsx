import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { lazyScreen } from '../shared/lib/lazy-screen';
import { ROUTES } from '../shared/navigation/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { otpRoutes } from '../features/otp/routes';
import { paylaterApplyRoutes } from '../features/paylater-apply/routes';
import { pinRoutes } from '../features/pin/routes';
import { registerRoutes } from '../features/register/routes';
import { idScanRoutes } from '../features/id-scan/routes';
import { faceRoutes } from '../features/face/routes';
import { videoBankingRoutes } from '../features/video-banking/routes';
import { paylaterHomeRoutes } from '../features/paylater-home/routes';
import { instantCashRoutes } from '../features/instant-cash/routes';
import { repaymentRoutes } from '../features/repayment/routes';
import { billsRoutes } from '../features/bills/routes';
import { transactionsRoutes } from '../features/transactions/routes';
import { walletRoutes } from '../features/wallet/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { topUpRoutes } from '../features/top-up/routes';
import { upgradeRoutes } from '../features/upgrade/routes';
import { settingsRoutes } from '../features/settings/routes';
import { pointsRoutes } from '../features/points/routes';
import { membershipRoutes } from '../features/membership/routes';
import { couponsRoutes } from '../features/coupons/routes';
import { dealsRoutes } from '../features/deals/routes';
import { newsRoutes } from '../features/news/routes';
import { helpRoutes } from '../features/help/routes';
import type { RouteHandle } from '../shared/navigation/route-handle';

// The landing waits for its own texts only (the rest load with any other screen).
const ApplyPage = lazyScreen(() => import('../features/paylater-apply/apply-page'), 'landing');
const NotFoundPage = lazyScreen<object>(() =>
  import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const handle = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ titleKey });

/** Every screen of the app, each with its handle (title, first answer); the frame (layout.tsx) wraps them. */
export const screenRoutes: RouteObject[] = [
  { path: ROUTES.PAY_LATER_APPLY, element: <ApplyPage />, handle: handle('titles.payLaterApply') },
  ...paylaterApplyRoutes,
  ...onboardingRoutes,
  ...otpRoutes,
  ...pinRoutes,
  ...registerRoutes,
  ...idScanRoutes,
  ...faceRoutes,
  ...videoBankingRoutes,
  ...paylaterHomeRoutes,
  ...instantCashRoutes,
  ...repaymentRoutes,
  ...billsRoutes,
  ...transactionsRoutes,
  ...walletRoutes,
  ...checkoutRoutes,
  ...topUpRoutes,
  ...upgradeRoutes,
  ...settingsRoutes,
  ...pointsRoutes,
  ...membershipRoutes,
  ...couponsRoutes,
  ...dealsRoutes,
  ...newsRoutes,
  ...helpRoutes,
  { path: '*', element: <NotFoundPage />, handle: handle('titles.notFound') },
];

/** The handles of the routes matching a path, outermost first (what the frame and the start read). */
export function handlesAt(pathname: string): RouteHandle[] {
  return (matchRoutes(screenRoutes, pathname) ?? []).flatMap((match) => {
    const routeHandle = match.route.handle as RouteHandle | undefined;
    return routeHandle ? [routeHandle] : [];
  });
}

/**
 * Starts fetching the chunks of the screens at a path (the one the app opens on), so they load beside the
 * frame's own start (device, texts, CSRF token) instead of after it.
 */
export function preloadScreensAt(pathname: string): void {
  for (const match of matchRoutes(screenRoutes, pathname) ?? []) {
    const element = match.route.element;
    if (!isValidElement(element)) continue;
    const type = element.type as { preload?: () => void };
    type.preload?.();
  }
}
