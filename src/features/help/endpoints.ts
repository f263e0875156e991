import * as help from '../../../contracts/endpoints/help';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...help } as const;
