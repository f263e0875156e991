import { z } from 'zod/mini';
import { wireOrigins } from './wire-origin';

/**
 * The spec's alternate spellings of one field ("ret_msg (sometimes ret_message)", "FACE_ID or faceId",
 * "TICKET or ticket", "FACE_ORG or faceOrg", "mctId or mct_id", "goodsList or goodsDtls", "NEXTPAGE_FLAG or
 * NEXTPAGE_FLG"). This bank answers the first of each pair; the spec-only profile answers the second, so
 * the client's reading of both is exercised. The client reads them with `either`.
 */
export const SPELLINGS = [
  ['ret_msg', 'ret_message'],
  ['NEXTPAGE_FLAG', 'NEXTPAGE_FLG'],
  ['FACE_ID', 'faceId'],
  ['TICKET', 'ticket'],
  ['FACE_ORG', 'faceOrg'],
  ['mctId', 'mct_id'],
  ['goodsList', 'goodsDtls'],
] as const;

export type Spelling = (typeof SPELLINGS)[number];

/**
 * An object whose fields of the given pairs come under either spelling: the schema has both as optional and
 * refuses an answer with neither. The OpenAPI document says so with `anyOf` of the two `required`s.
 */
export function spelledEither<T extends z.ZodMiniObject>(schema: T, pairs: ReadonlyArray<Spelling>): T {
  const checked = schema.check(
    z.refine(
      (value) => {
        const record = value as Record<string, unknown>;
        return pairs.every(([a, b]) => record[a] !== undefined || record[b] !== undefined);
      },
      { error: `one of ${pairs.map((p) => p.join(' or ')).join(', ')} is required` },
    ),
  );
  wireOrigins.add(checked, { 'x-spelled-either': pairs });
  return checked;
}

/** The value of a field the spec spells two ways, whichever the bank sent. */
export function either<T extends object, A extends keyof T, B extends keyof T>(
  value: T,
  a: A,
  b: B,
): Exclude<T[A] | T[B], undefined> {
  return (value[a] ?? value[b]) as Exclude<T[A] | T[B], undefined>;
}
