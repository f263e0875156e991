import { z } from 'zod';
import type { Faker } from '@faker-js/faker';
import type { SliceContext } from './slice-context';

/** The onboarding slice of a session's bank state. */
export const OnboardingStateSchema = z.object({});
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;

export function createOnboardingState(_faker: Faker, _context: SliceContext): OnboardingState {
  return {};
}
