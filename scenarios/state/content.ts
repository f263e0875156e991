import { z } from 'zod';
import type { Faker } from '@faker-js/faker';
import type { SliceContext } from './slice-context';

/** The content slice of a session's bank state. */
export const ContentStateSchema = z.object({});
export type ContentState = z.infer<typeof ContentStateSchema>;

export function createContentState(_faker: Faker, _context: SliceContext): ContentState {
  return {};
}
