import * as points from '../../../contracts/endpoints/points';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...points } as const;
