import { z } from 'zod/mini';
import { wireOrigins } from '../wire-origin';

/**
 * Rules between a request's fields that JSON Schema can say: the contract checks them (so the bank refuses
 * with BAD_REQUEST and the rule's text) and the published document says them (json-schema.ts turns the marks
 * into `oneOf` and `if`/`then`), so a request generated from the document keeps them. One definition each.
 */

/**
 * Exactly one of two fields is sent: neither is refused under the first ('required'), both under the second
 * ('onlyOne'). Published as `oneOf` of the two `required`s.
 */
export function exactlyOneOf<T extends z.ZodMiniObject>(schema: T, keys: readonly [string, string]): T {
  const [first, second] = keys;
  const checked = schema.check(
    z.superRefine((value, ctx) => {
      const record = value as Record<string, unknown>;
      const sent = keys.filter((key) => record[key] !== undefined);
      if (sent.length === 1) return;
      const path = sent.length ? second : first;
      ctx.addIssue({ code: 'custom', message: sent.length ? 'onlyOne' : 'required', path: [path] });
    }),
  );
  wireOrigins.add(checked, { 'x-exactly-one-of': keys });
  return checked;
}

/**
 * `field` is sent and not empty when `key` is one of `values` (refused 'required' under it). Published as
 * `if` (key in values) `then` (field required, at least one character).
 */
export function requiredWhen<T extends z.ZodMiniObject>(
  schema: T,
  field: string,
  when: { key: string; values: readonly string[] },
): T {
  const checked = schema.check(
    z.superRefine((value, ctx) => {
      const record = value as Record<string, unknown>;
      if (!when.values.includes(String(record[when.key]))) return;
      if (record[field] === undefined || record[field] === '') {
        ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
      }
    }),
  );
  wireOrigins.add(checked, { 'x-required-when': { field, ...when } });
  return checked;
}
