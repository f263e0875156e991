import { CODES, type Lang } from '../../contracts';

/**
 * The 400 envelopes a transport answers before the bank sees a call, one shape for every transport (the
 * server's Express and fast lane, the browser demo's MSW handlers) and the published document.
 */

/** A request the bank refuses, naming the part that is wrong (`path`: a field, a header, 'file', ''). */
export function issuesEnvelope(lang: Lang, path: string, message: string) {
  return {
    ret_code: CODES.BAD_REQUEST.code,
    ret_msg: CODES.BAD_REQUEST[lang],
    ret_data: { issues: [{ path, message }] },
  };
}

/** A body that is not JSON (what the server's error handler answers a body-parser refusal). */
export function badBodyEnvelope(lang: Lang) {
  return { ret_code: CODES.BAD_REQUEST.code, ret_msg: CODES.BAD_REQUEST[lang], ret_data: null };
}
