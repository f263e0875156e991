import * as onboarding from '../../../contracts/endpoints/onboarding';
import * as videoBanking from '../../../contracts/endpoints/video-banking';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...onboarding, ...videoBanking } as const;
