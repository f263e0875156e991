import { useRoutes } from 'react-router';
import { Layout } from './layout';
import { screenRoutes } from './route-table';

const appRoutes = [{ element: <Layout />, children: screenRoutes }];

/**
 * The app's routes in React Router's declarative mode (inside `<BrowserRouter>`): the screens are lazy chunks
 * of their own and load no data through the router, so its data layer (about 17 KB gzipped) stays out of the
 * first load (docs/decisions/0029). The frame reads the matched handles itself (`useRouteHandle`) and
 * catches a screen that fails (`RouteErrorBoundary`).
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
