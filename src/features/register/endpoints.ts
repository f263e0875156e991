import * as account from '../../../contracts/endpoints/account';
import * as onboarding from '../../../contracts/endpoints/onboarding';
import * as register from '../../../contracts/endpoints/register';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...account, ...onboarding, ...register } as const;
