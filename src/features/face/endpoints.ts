import * as identity from '../../../contracts/endpoints/id-scan';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...identity } as const;
