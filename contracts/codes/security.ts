import type { CodeDefinitions } from './types';

/** Return codes of the security area: { NAME: { code, key, meaning, id, en } }. */
export const SECURITY_CODES = {} as const satisfies CodeDefinitions;
