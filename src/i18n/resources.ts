import { frameTexts as enFrame } from './en-frame';
import { landingTexts as enLanding } from './en-landing';
import { restTexts as enRest } from './en-rest';
import { frameTexts as idFrame } from './id-frame';
import { landingTexts as idLanding } from './id-landing';
import { restTexts as idRest } from './id-rest';

/**
 * Every user-facing text, one namespace per feature, in Indonesian and English (the types and the tests read
 * it whole; the app loads it in parts, see ./index.ts).
 */
export const resources = {
  id: { ...idFrame, ...idLanding, ...idRest },
  en: { ...enFrame, ...enLanding, ...enRest },
} as const;
