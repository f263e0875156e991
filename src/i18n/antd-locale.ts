import type { Locale } from 'antd-mobile/es/locales/base';
import type { Lang } from '../../contracts/lang';
import idKit from './id/antd';

/**
 * antd-mobile's own words per app language (its defaults are Chinese). The Indonesian ones are in the first
 * chunk; the English ones (antd-mobile's English base, about 1 KB gzipped) come with the English frame texts
 * (./en-frame.ts), which load before the first paint of an English device (decision 0046).
 */
const loaded: Partial<Record<Lang, Locale>> = { id: idKit };

/** Called by the text loader when a language's frame texts arrive. */
export function addKitLocale(lang: Lang, locale: Locale) {
  loaded[lang] = locale;
}

/** The kit's words in this language, Indonesian until that language's frame texts have loaded. */
export function kitLocaleOf(lang: Lang): Locale {
  return loaded[lang] ?? idKit;
}
