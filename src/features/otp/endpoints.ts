import * as account from '../../../contracts/endpoints/account';
import * as otp from '../../../contracts/endpoints/otp';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...account, ...otp } as const;
