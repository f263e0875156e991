import * as account from '../../../contracts/endpoints/account';
import * as otp from '../../../contracts/endpoints/otp';
import * as paylater from '../../../contracts/endpoints/paylater';
import * as settings from '../../../contracts/endpoints/settings';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...account, ...otp, ...paylater, ...settings } as const;
