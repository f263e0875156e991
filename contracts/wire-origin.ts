import { z } from 'zod/mini';
import { ASSUMPTIONS, type AssumptionId } from './assumptions.data';

/**
 * The spec's words and ours (DESIGN section 4). An answer field is one of three:
 * - named by the spec (the default): its shape is what a real bank promises, the client may rely on it;
 * - `assumed`: the spec shows the value (or a call whose answer is "not shown") but not its key, so the key
 *   is ours; listed once in `assumptions.data.ts` and marked `x-assumed: true` in the published OpenAPI;
 * - `ours`: this bank adds it; optional, the client works without it (each screen derives it as the spec
 *   does or leaves the detail out), and the spec-only profile leaves it out.
 */
export interface WireOrigin {
  'x-ours'?: true;
  'x-assumed'?: true;
  /** The entry of ASSUMPTIONS that says why. */
  'x-assumption'?: AssumptionId;
  /** On an object: the spec's alternate spellings of one field ("NEXTPAGE_FLAG or NEXTPAGE_FLG"). */
  'x-spelled-either'?: ReadonlyArray<readonly [string, string]>;
  /** On a request field: a rule the bank enforces that JSON Schema cannot say (Luhn, date order...). */
  'x-rule'?: string;
  /** On a request object: exactly one of these fields is sent (published as `oneOf` of the `required`s). */
  'x-exactly-one-of'?: readonly string[];
  /** On a request object: `field` is sent, not empty, when `key` is one of `values` (published as if/then). */
  'x-required-when'?: { field: string; key: string; values: readonly string[] };
  description?: string;
}

/** Where each marked schema's name comes from; the OpenAPI document and the spec-only profile read it. */
export const wireOrigins = z.registry<WireOrigin>();

/** A field this bank adds: optional, and the client must work without it. */
export function ours<T extends z.ZodMiniType>(schema: T): z.ZodMiniOptional<T> {
  const field = z.optional(schema);
  wireOrigins.add(field, { 'x-ours': true, description: 'Not in the spec: ours.' });
  return field;
}

/**
 * A key we chose where the spec shows the value but not the key (ASSUMPTIONS[id] says where and why). The
 * schema is cloned first: shared schemas (TextSchema...) must not carry the mark everywhere they are used.
 */
export function assumed<T extends z.ZodMiniType>(id: AssumptionId, schema: T): T {
  const field = schema.clone();
  wireOrigins.add(field, {
    'x-assumed': true,
    'x-assumption': id,
    description: `Assumed name (${id}): ${ASSUMPTIONS[id].why}`,
  });
  return field;
}

/**
 * A request field's rule that JSON Schema cannot say (Luhn, date order...), named in its description in the
 * published document; the schema is cloned as `assumed` does.
 */
export function ruleNoted<T extends z.ZodMiniType>(schema: T, rule: string): T {
  const field = schema.clone();
  wireOrigins.add(field, { 'x-rule': rule, description: `Rule: ${rule}` });
  return field;
}

/** The origin of one schema as marked; undefined for a name of the spec. */
export function wireOriginOf(schema: z.core.$ZodType): WireOrigin | undefined {
  return wireOrigins.get(schema);
}
