import * as account from '../../../contracts/endpoints/account';
import * as onboarding from '../../../contracts/endpoints/onboarding';
import * as upgrade from '../../../contracts/endpoints/upgrade';
import * as videoBanking from '../../../contracts/endpoints/video-banking';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...account, ...onboarding, ...upgrade, ...videoBanking } as const;
