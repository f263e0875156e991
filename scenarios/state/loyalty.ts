import { z } from 'zod';
import type { Faker } from '@faker-js/faker';
import type { SliceContext } from './slice-context';

/** The loyalty slice of a session's bank state. */
export const LoyaltyStateSchema = z.object({});
export type LoyaltyState = z.infer<typeof LoyaltyStateSchema>;

export function createLoyaltyState(_faker: Faker, _context: SliceContext): LoyaltyState {
  return {};
}
