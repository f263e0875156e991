import i18next, { type TFunction } from 'i18next';
import { useEffect, useState } from 'react';

/**
 * The scenario picker's texts, in English whatever the app's language: the catalogue it lists is written in
 * English (as the dashboard is), and one view speaks one language (issue 40). They are the i18n resources'
 * own (`scenarioPicker` of the English `common`), read by an i18next instance of their own: adding a language
 * to the app's instance would render every screen again with a new `t` (a greeting dialog shown anew).
 */
/** The picker's English `t`. */
export type QaTexts = TFunction<'common'>;

let english: Promise<QaTexts> | undefined;

function loadEnglish(): Promise<QaTexts> {
  english ??= import('../i18n/en/common').then(async ({ default: common }) => {
    const texts = i18next.createInstance();
    await texts.init({
      lng: 'en',
      resources: { en: { common } },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
    return texts.getFixedT('en', 'common');
  });
  return english;
}

/** The picker's English `t`; undefined until its texts are there (a chunk of their own). */
export function useQaTexts(): QaTexts | undefined {
  const [t, setT] = useState<QaTexts | undefined>(undefined);
  useEffect(() => {
    let on = true;
    void loadEnglish().then((loaded) => on && setT(() => loaded));
    return () => {
      on = false;
    };
  }, []);
  return t;
}
