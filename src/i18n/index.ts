import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { langOf, type Lang } from '../../contracts/lang';
import { landingTexts } from './id-landing';

/** Reported, and fatal in tests: e2e fails on this console line. */
export const MISSING_KEY_MARK = '[i18n] missing key';

export const i18n = i18next.createInstance();

/**
 * The texts come in parts (docs/decisions/0021): the Indonesian texts of the frame and the landing are in the
 * first chunk; English ones and every other screen's come in lazy chunks, loaded before a screen renders.
 */
const parts: Record<Lang, Record<'landing' | 'rest', () => Promise<Record<string, object>>>> = {
  id: {
    landing: () => Promise.resolve(landingTexts),
    rest: () => import('./id-rest').then((m) => m.restTexts),
  },
  en: {
    landing: () => import('./en-landing').then((m) => m.landingTexts),
    rest: () => import('./en-rest').then((m) => m.restTexts),
  },
};

void i18n.use(initReactI18next).init({
  resources: { id: landingTexts },
  partialBundledLanguages: true,
  lng: 'id',
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(landingTexts),
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key) => {
    console.error(`${MISSING_KEY_MARK} ${ns}:${key}`);
  },
  // Screens on screen render again when a part arrives (the frame's title of a screen whose texts came late).
  react: { bindI18nStore: 'added' },
});

const loading = new Map<string, Promise<void>>();

/**
 * Loads a part of the texts of the language in use (once); `rest` also loads `landing`. A part that failed
 * to load is asked for again next time.
 */
export function loadTexts(part: 'landing' | 'rest' = 'rest'): Promise<void> {
  const lang = langOf(i18n.language);
  if (part === 'rest')
    return Promise.all([loadTexts('landing'), loadPart(lang, 'rest')]).then(() => undefined);
  return loadPart(lang, part);
}

function loadPart(lang: Lang, part: 'landing' | 'rest'): Promise<void> {
  const key = `${lang}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = parts[lang][part]().then((texts) => {
      for (const [ns, bundle] of Object.entries(texts)) i18n.addResourceBundle(lang, ns, bundle, true, true);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Indonesian unless the locale starts with en (spec section 1). */
export function applyLocale(locale: string | undefined): Lang {
  const lang = langOf(locale);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  return lang;
}
