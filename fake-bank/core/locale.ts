import { langOf, type Lang } from '../../contracts/lang';

/**
 * The caller's language from the `params` header ({ locale_lang, channel_id }), Indonesian by default; the
 * same for every transport (Express, the browser demo).
 */
export function langOfParams(raw: string | null | undefined): Lang {
  if (!raw || raw.length > 2000) return 'id';
  try {
    const params: unknown = JSON.parse(raw);
    if (typeof params === 'object' && params !== null && 'locale_lang' in params) {
      const locale = (params as { locale_lang: unknown }).locale_lang;
      return langOf(typeof locale === 'string' ? locale : undefined);
    }
  } catch {
    // A malformed header is ignored, not an error: the default language applies.
  }
  return 'id';
}
