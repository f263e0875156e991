import * as account from '../../../contracts/endpoints/account';
import * as paylater from '../../../contracts/endpoints/paylater';
import * as points from '../../../contracts/endpoints/points';
import * as wallet from '../../../contracts/endpoints/wallet';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...account, ...paylater, ...points, ...wallet } as const;
