import { z } from 'zod/mini';
import { isApiError } from './errors';

const AttemptsDataSchema = z.object({ attemptsLeft: z.string().check(z.regex(/^\d+$/)) });

/** ret_data.attemptsLeft of a wrong PIN, password or code, when the bank gave it. */
export function attemptsLeftOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const parsed = AttemptsDataSchema.safeParse(error.ret_data);
  return parsed.success ? parsed.data.attemptsLeft : null;
}
