import * as paylater from '../../../contracts/endpoints/paylater';
import * as transactions from '../../../contracts/endpoints/transactions';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...paylater, ...transactions } as const;
