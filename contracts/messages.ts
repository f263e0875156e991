import { CODES } from './codes';

export type Lang = 'id' | 'en';

/** The bank's message for a code in the caller's language (the client shows ret_msg as sent, section 7). */
export function bankMessage(entry: { id: string; en: string }, lang: Lang): string {
  return entry[lang];
}

export const SUCCESS_MESSAGE = { id: CODES.SUCCESS.id, en: CODES.SUCCESS.en };

export function langOf(locale: string | undefined): Lang {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'id';
}
