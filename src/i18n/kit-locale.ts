import type { Locale } from 'antd-mobile/es/locales/base';
import type { Lang } from '../../contracts/lang';
import enKit from './en/kit';
import idKit from './id/kit';

/** antd-mobile's own words per app language (its defaults are Chinese). */
export const kitLocales: Record<Lang, Locale> = { id: idKit, en: enKit };
