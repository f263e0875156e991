import type { ParseKeys } from 'i18next';

/** What a route tells the layout: the i18n key of its title (shown upper-cased). */
export interface RouteHandle {
  titleKey: ParseKeys<'common'>;
}
