import { z } from 'zod';
import type { Faker } from '@faker-js/faker';
import type { SliceContext } from './slice-context';

/** The wallet slice of a session's bank state. */
export const WalletStateSchema = z.object({});
export type WalletState = z.infer<typeof WalletStateSchema>;

export function createWalletState(_faker: Faker, _context: SliceContext): WalletState {
  return {};
}
