import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const LoadingPage = lazyScreen(() => import('./loading-page'));
const PaylaterFormPage = lazyScreen(() => import('./paylater-form-page'));
const QuestionPage = lazyScreen(() => import('./question-page'));
const PrimeInputPage = lazyScreen(() => import('./prime-input-page'));
const PinStepPage = lazyScreen(() => import('./pin-step-page'));

/** The onboarding screens, mounted by the app router (lazy chunks, each with a title key). */
export const onboardingRoutes: RouteObject[] = [
  { path: ROUTES.LOADING, element: <LoadingPage />, handle: { titleKey: 'onboarding:loadingTitle' } },
  {
    path: ROUTES.PAYLATER_FORM,
    element: <PaylaterFormPage />,
    handle: { titleKey: 'onboarding:form.title' },
  },
  { path: ROUTES.QUESTION, element: <QuestionPage />, handle: { titleKey: 'onboarding:title' } },
  { path: ROUTES.PRIME_INPUT, element: <PrimeInputPage />, handle: { titleKey: 'onboarding:prime.heading' } },
  { path: ROUTES.PIN_STEP, element: <PinStepPage />, handle: { titleKey: 'onboarding:pin.pageTitle' } },
];
