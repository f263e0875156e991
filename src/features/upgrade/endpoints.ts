import * as account from '../../../contracts/endpoints/account';
import * as upgrade from '../../../contracts/endpoints/upgrade';
import * as wallet from '../../../contracts/endpoints/wallet';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...account, ...upgrade, ...wallet } as const;
