/** The two languages of the product. Its own module (no schemas): the client's first chunk needs it. */
export type Lang = 'id' | 'en';

/** Indonesian unless the locale starts with en (spec section 1). */
export function langOf(locale: string | undefined): Lang {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'id';
}
