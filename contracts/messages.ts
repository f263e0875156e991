import { CODES } from './codes';
import type { Lang } from './lang';

export { langOf, type Lang } from './lang';

/** The bank's message for a code in the caller's language (the client shows ret_msg as sent, section 7). */
export function bankMessage(entry: { id: string; en: string }, lang: Lang): string {
  return entry[lang];
}

export const SUCCESS_MESSAGE = { id: CODES.SUCCESS.id, en: CODES.SUCCESS.en };
