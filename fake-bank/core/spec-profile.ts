import type { z } from 'zod/mini';
import type { Envelope } from '../../contracts/envelope';
import { wireOriginOf } from '../../contracts/wire-origin';
import { defOf, isPlainObject, optionOf, unwrapped } from './schema-walk';

/**
 * The spec-only profile (DESIGN section 4): the bank answers only what the spec names plus the assumed names,
 * with the spec's other spelling of each alternate, so the client is held to what a real bank promises.
 * `FAKE_BANK_PROFILE=spec` makes it every new session's profile; a session's own is set through the control
 * surface (`POST /__fake-bank/session { scenario, profile }`).
 */
export { BANK_PROFILES, type BankProfile } from '../kernel/session';

/**
 * `data` (an answer already checked against `schema`) as the spec-only bank would send it: every field marked
 * ours left out, objects with alternate spellings answered in the other spelling. Pure; `data` is not changed.
 */
export function specView(schema: z.core.$ZodType, data: unknown): unknown {
  const inner = unwrapped(schema);
  const def = defOf(inner);
  if (def.type === 'array' && def.element && Array.isArray(data)) {
    const element = def.element;
    return data.map((item) => specView(element, item));
  }
  if (def.type === 'union') {
    const option = optionOf(inner, data);
    return option ? specView(option, data) : data;
  }
  if (def.type === 'object' && def.shape && isPlainObject(data)) {
    const out: Record<string, unknown> = {};
    for (const key in data) {
      const field = def.shape[key];
      if (!field || wireOriginOf(field)?.['x-ours']) continue;
      out[key] = specView(field, data[key]);
    }
    // The pairs are marked on the object (spelledEither), possibly on a wrapper around it.
    const pairs = wireOriginOf(schema)?.['x-spelled-either'] ?? wireOriginOf(inner)?.['x-spelled-either'];
    for (const [first, second] of pairs ?? []) {
      if (first in out) {
        // A first spelling present but undefined leaves the second as it was.
        if (out[first] !== undefined) out[second] = out[first];
        delete out[first];
      }
    }
    return out;
  }
  return data;
}

/** An envelope in the spec profile: its message under `ret_message`, the spec's other spelling. */
export function specEnvelope(envelope: Envelope): Envelope {
  const { ret_msg: message, ...rest } = envelope;
  return message === undefined ? envelope : { ...rest, ret_message: message };
}
