import { CODES, codeByValue, type CodeName, type Envelope, type Lang } from '../../contracts';
import type { Fault } from '../model/faults';
import { toTimestamp } from '../kernel/clock';

export type BankAnswer =
  | {
      kind: 'envelope';
      status: number;
      envelope: Envelope;
      trace: string;
      /** The envelope's JSON, made once for the call log and the wire. */
      body?: string;
      /** Refused before the session was used (unknown path, CSRF, bad input). */
      unused?: boolean;
      /** And the session was made for this call, so it was not kept: the transport hands out no cookie. */
      discarded?: boolean;
      /**
       * The call read nothing a row must keep (the CSRF token, which is derived from the session id): a
       * session made for it is not kept, but its cookie is (the token is bound to it).
       */
      idle?: boolean;
    }
  /** network, timeout and http faults are carried out by the transport. */
  | { kind: 'fault'; fault: Fault; latencyMs: number; trace: string };

/** The longest X-Fake-Bank-Trace (characters): a clock move over decades lists hundreds of auto-debits. */
export const TRACE_LIMIT = 512;

/**
 * A trace as a header can carry it, whatever a rule noted: printable ASCII only (Node refuses a header with
 * anything else, and then the answer fails after its change was committed), an ellipsis as three dots, at
 * most TRACE_LIMIT characters (cut in the middle, so the clock at its end stays).
 */
export function traceText(text: string): string {
  const ascii = text.replace(/\u2026/g, '...').replace(/[^\x20-\x7e]/g, '?');
  if (ascii.length <= TRACE_LIMIT) return ascii;
  const tail = ascii.slice(ascii.lastIndexOf('; clock='));
  return `${ascii.slice(0, TRACE_LIMIT - tail.length - 3)}...${tail}`;
}

/** An envelope answer; `unused` when the call was refused before the session was used. */
export function envelopeAnswer(status: number, envelope: Envelope, trace: string, unused?: true): BankAnswer {
  return { kind: 'envelope', status, envelope, trace, ...(unused ? { unused } : {}) };
}

/** An envelope's JSON as JSON.stringify writes it, its ret_data's JSON already made. */
export function envelopeText(envelope: Envelope, dataText: string): string {
  return (
    `{"ret_code":${JSON.stringify(envelope.ret_code)},"ret_msg":${JSON.stringify(envelope.ret_msg)},` +
    `"ret_data":${dataText},"system_time":${JSON.stringify(envelope.system_time)}}`
  );
}

/** The envelope of a named code, at the session's business time (epoch ms). */
export function errorEnvelope(now: number, codeName: CodeName, lang: Lang, data: unknown = null): Envelope {
  const entry = CODES[codeName];
  return { ret_code: entry.code, ret_msg: entry[lang], ret_data: data, system_time: toTimestamp(now) };
}

/** The envelope of a code as given (a "code" fault), with its message or the generic one. */
export function codeEnvelope(now: number, code: string, lang: Lang): Envelope {
  return {
    ret_code: code,
    ret_msg: (codeByValue(code) ?? CODES.CANNOT_PROCESS)[lang],
    ret_data: null,
    system_time: toTimestamp(now),
  };
}
