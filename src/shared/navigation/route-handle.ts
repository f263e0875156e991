import type { QueryClient } from '@tanstack/react-query';

/**
 * What a route tells the frame: the i18n key of its title, shown upper-cased (a key of another namespace is
 * written with its prefix, 'otp:title'; a missing one fails the e2e tests), and what its screen will ask
 * first, asked when the app starts on it, beside its lazy chunks instead of after them.
 */
export interface RouteHandle {
  titleKey: string;
  prefetch?: (client: QueryClient) => Promise<unknown>;
}
