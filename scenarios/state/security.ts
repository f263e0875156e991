import { z } from 'zod';
import type { Faker } from '@faker-js/faker';
import type { SliceContext } from './slice-context';

/** The security slice of a session's bank state. */
export const SecurityStateSchema = z.object({});
export type SecurityState = z.infer<typeof SecurityStateSchema>;

export function createSecurityState(_faker: Faker, _context: SliceContext): SecurityState {
  return {};
}
