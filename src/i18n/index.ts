import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { langOf, type Lang } from '../../contracts/lang';
import { frameTexts } from './id-frame';
import { addKitLocale } from './antd-locale';

/** Reported, and fatal in tests: e2e fails on this console line. */
export const MISSING_KEY_MARK = '[i18n] missing key';

export const i18n = i18next.createInstance();

/**
 * The texts come in parts, each loading the ones before it (docs/decisions/0021): the frame's (titles,
 * errors, dialogs), the landing's, every other screen's. Only the Indonesian frame is in the first chunk;
 * the frame in English loads before the first paint, and a screen renders once its part is there.
 */
export type TextPart = 'frame' | 'landing' | 'rest';
const PARTS: readonly TextPart[] = ['frame', 'landing', 'rest'];

const load: Record<Lang, Record<TextPart, () => Promise<Record<string, object>>>> = {
  id: {
    frame: () => Promise.resolve(frameTexts),
    landing: () => import('./id-landing').then((m) => m.landingTexts),
    rest: () => import('./id-rest').then((m) => m.restTexts),
  },
  en: {
    frame: () =>
      import('./en-frame').then((m) => {
        addKitLocale('en', m.kit);
        return m.frameTexts;
      }),
    landing: () => import('./en-landing').then((m) => m.landingTexts),
    rest: () => import('./en-rest').then((m) => m.restTexts),
  },
};

void i18n.use(initReactI18next).init({
  resources: { id: frameTexts },
  partialBundledLanguages: true,
  lng: 'id',
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(frameTexts),
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

/** Loads a part of the texts of the language in use and the parts before it, once each (again after a failure). */
export function loadTexts(part: TextPart): Promise<void> {
  const lang = langOf(i18n.language);
  const wanted = PARTS.slice(0, PARTS.indexOf(part) + 1);
  return Promise.all(wanted.map((p) => loadPart(lang, p))).then(() => undefined);
}

function loadPart(lang: Lang, part: TextPart): Promise<void> {
  const key = `${lang}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = load[lang][part]().then((texts) => {
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
