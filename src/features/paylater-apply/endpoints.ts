import * as account from '../../../contracts/endpoints/account';
import * as config from '../../../contracts/endpoints/config';
import * as onboarding from '../../../contracts/endpoints/onboarding';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...account, ...config, ...onboarding } as const;
