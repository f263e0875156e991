import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const HelpPage = lazyScreen(() => import('./help-page'));
const SearchPage = lazyScreen(() => import('./search-page'));
const LegalPage = lazyScreen(() => import('./legal-page'));
const PdfViewerPage = lazyScreen(() => import('./pdf-viewer-page'));

/** The help screens, mounted by the app router (lazy chunks, each with a title key). */
export const helpRoutes: RouteObject[] = [
  { path: ROUTES.HELP, element: <HelpPage />, handle: { titleKey: 'help:titles.help' } },
  { path: ROUTES.HELP_SEARCH, element: <SearchPage />, handle: { titleKey: 'help:titles.search' } },
  { path: ROUTES.LEGAL, element: <LegalPage />, handle: { titleKey: 'help:titles.legal' } },
  { path: ROUTES.PDF_VIEWER, element: <PdfViewerPage />, handle: { titleKey: 'help:titles.pdf' } },
];
