import { z } from 'zod/mini';

/** Free text as the bank accepts it: bounded so a huge string is refused, not stored. */
export const TextSchema = z.string().check(z.maxLength(256));
export const LongTextSchema = z.string().check(z.maxLength(4096));
/** Y or N flags. */
export const YesNoSchema = z.enum(['Y', 'N']);
/** Numbers travel as strings (section 3): whole rupiah amounts. */
export const AmountSchema = z.string().check(z.regex(/^-?\d{1,15}$/));
/** Rates keep two decimals. */
export const RateSchema = z.string().check(z.regex(/^\d{1,3}(\.\d{1,4})?$/));
/** Dates as YYYYMMDD. */
export const DateYmdSchema = z.string().check(z.regex(/^\d{8}$/));
/** Timestamps as yyyymmddhhmmss. */
export const TimestampSchema = z.string().check(z.regex(/^\d{14}$/));
/** A call that takes no parameters still accepts (and ignores) an empty object. */
export const EmptyRequestSchema = z.object({});

/**
 * A Zod enum without some of its values: classic Zod's `.exclude`, which zod/mini lacks (an error option of
 * the enum is not carried over; the enums it is used on have none).
 */
export function enumWithout<V extends string, const E extends V>(
  schema: { options: readonly V[] },
  values: readonly E[],
) {
  return z.enum(
    schema.options.filter((value): value is Exclude<V, E> => !(values as readonly V[]).includes(value)),
  );
}
