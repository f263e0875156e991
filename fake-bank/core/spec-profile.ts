import type { z } from 'zod/mini';
import { wireOriginOf } from '../../contracts/wire-origin';
import type { Envelope } from '../../contracts/envelope';

/**
 * The spec-only profile (DESIGN section 4): the bank answers only what the spec names plus the assumed names,
 * with the spec's other spelling of each alternate, so the client is held to what a real bank promises.
 * `FAKE_BANK_PROFILE=spec` makes it every new session's profile; a session's own profile is set through the
 * control surface (`POST /__fake-bank/session { scenario, profile }`).
 */
export { BANK_PROFILES, type BankProfile } from '../kernel/session';

type Def = {
  type: string;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  options?: readonly z.core.$ZodType[];
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
};

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema under wrappers that do not change an answer's shape. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
}

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
  if (def.type === 'union' && def.options) {
    const match = def.options.find((option) => isValid(option, data));
    return match ? specView(match, data) : data;
  }
  if (def.type === 'object' && def.shape && isPlainObject(data)) {
    const out: Record<string, unknown> = {};
    for (const key in data) {
      const field = def.shape[key];
      if (!field) continue;
      if (wireOriginOf(field)?.['x-ours']) continue;
      out[key] = specView(field, data[key]);
    }
    // The pairs are marked on the object (spelledEither), possibly on the wrapper around it.
    const pairs = wireOriginOf(schema)?.['x-spelled-either'] ?? wireOriginOf(inner)?.['x-spelled-either'];
    for (const [first, second] of pairs ?? []) {
      if (first in out) {
        out[second] = out[first];
        delete out[first];
      }
    }
    return out;
  }
  return data;
}

function isValid(schema: z.core.$ZodType, data: unknown): boolean {
  const result = schema['~standard'].validate(data);
  return !(result instanceof Promise) && !result.issues;
}

/** An envelope in the spec profile: its message under `ret_message`, the spec's other spelling. */
export function specEnvelope(envelope: Envelope): Envelope {
  const { ret_msg: message, ...rest } = envelope;
  return message === undefined ? envelope : { ...rest, ret_message: message };
}
