/**
 * What a route tells the layout: the i18n key of its title, shown upper-cased. A key of another
 * namespace is written with its prefix ('otp:title'); a missing one fails the e2e tests.
 */
export interface RouteHandle {
  titleKey: string;
}
