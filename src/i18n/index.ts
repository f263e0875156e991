import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { langOf, type Lang } from '../../contracts';
import { resources } from './resources';

export { resources };

/** Reported, and fatal in tests: e2e fails on this console line. */
export const MISSING_KEY_MARK = '[i18n] missing key';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: 'id',
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(resources.id),
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key) => {
    console.error(`${MISSING_KEY_MARK} ${ns}:${key}`);
  },
});

/** Indonesian unless the locale starts with en (spec section 1). */
export function applyLocale(locale: string | undefined): Lang {
  const lang = langOf(locale);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  return lang;
}
