import type { Locale } from 'antd-mobile/es/locales/base';
import type { Lang } from '../../contracts/lang';
import enKit from './en/antd';
import idKit from './id/antd';

/** Both languages' kit words at once, for the tests that compare them (the app loads them through ./kit-locale). */
export const kitLocales: Record<Lang, Locale> = { id: idKit, en: enKit };
