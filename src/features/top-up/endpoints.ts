import * as topUp from '../../../contracts/endpoints/top-up';
import * as wallet from '../../../contracts/endpoints/wallet';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...topUp, ...wallet } as const;
