import { z } from 'zod';

/** Free text as the bank accepts it: bounded so a huge string is refused, not stored. */
export const TextSchema = z.string().max(256);
export const LongTextSchema = z.string().max(4096);
/** Y or N flags. */
export const YesNoSchema = z.enum(['Y', 'N']);
/** Numbers travel as strings (section 3): whole rupiah amounts. */
export const AmountSchema = z.string().regex(/^-?\d{1,15}$/);
/** Rates keep two decimals. */
export const RateSchema = z.string().regex(/^\d{1,3}(\.\d{1,4})?$/);
/** Dates as YYYYMMDD. */
export const DateYmdSchema = z.string().regex(/^\d{8}$/);
/** Timestamps as yyyymmddhhmmss. */
export const TimestampSchema = z.string().regex(/^\d{14}$/);
/** A call that takes no parameters still accepts (and ignores) an empty object. */
export const EmptyRequestSchema = z.object({}).strip();
