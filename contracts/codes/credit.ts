import type { CodeDefinitions } from './types';

/** Return codes of the credit area: { NAME: { code, key, meaning, id, en } }. */
export const CREDIT_CODES = {} as const satisfies CodeDefinitions;
