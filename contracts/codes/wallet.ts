import type { CodeDefinitions } from './types';

/** Return codes of the wallet area: { NAME: { code, key, meaning, id, en } }. */
export const WALLET_CODES = {} as const satisfies CodeDefinitions;
