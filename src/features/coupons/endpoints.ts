import * as account from '../../../contracts/endpoints/account';
import * as coupons from '../../../contracts/endpoints/coupons';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...account, ...coupons } as const;
