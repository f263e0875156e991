import { z } from 'zod';
import type { Faker } from '@faker-js/faker';
import type { SliceContext } from './slice-context';

/** The credit slice of a session's bank state. */
export const CreditStateSchema = z.object({});
export type CreditState = z.infer<typeof CreditStateSchema>;

export function createCreditState(_faker: Faker, _context: SliceContext): CreditState {
  return {};
}
