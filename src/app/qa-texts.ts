import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguageTexts } from '../i18n';

/**
 * The scenario picker's texts, in English whatever the app's language: the catalogue it lists is written in
 * English (as the dashboard is), and one view speaks one language (issue 40). Undefined until the English
 * frame texts are there (a chunk of their own when the app speaks Indonesian).
 */
export function useQaTexts() {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle('en', 'common'));
  useEffect(() => {
    if (!ready) void loadLanguageTexts('en', 'frame').then(() => setReady(true));
  }, [ready]);
  return ready ? i18n.getFixedT('en', 'common') : undefined;
}
