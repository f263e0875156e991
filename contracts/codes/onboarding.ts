import type { CodeDefinitions } from './types';

/** Return codes of the onboarding area: { NAME: { code, key, meaning, id, en } }. */
export const ONBOARDING_CODES = {} as const satisfies CodeDefinitions;
