import * as identity from '../../../contracts/endpoints/id-scan';
import * as onboarding from '../../../contracts/endpoints/onboarding';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...identity, ...onboarding } as const;
