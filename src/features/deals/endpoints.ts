import * as deals from '../../../contracts/endpoints/deals';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...deals } as const;
