import * as account from '../../../contracts/endpoints/account';
import { creditTryLoan } from '../../../contracts/endpoints/instant-cash';
import * as paylater from '../../../contracts/endpoints/paylater';
import * as points from '../../../contracts/endpoints/points';
import * as wallet from '../../../contracts/endpoints/wallet';

/**
 * The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. The
 * try-out prices the Pay Later part (SCENARIO PAY_LATTER, decision 0039).
 */
export const endpoints = { ...account, ...paylater, ...points, ...wallet, creditTryLoan } as const;
