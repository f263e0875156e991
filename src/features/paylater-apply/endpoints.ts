import * as account from '../../../contracts/endpoints/account';
import * as config from '../../../contracts/endpoints/config';
import { queryApplyResult } from '../../../contracts/endpoints/onboarding-result';

/**
 * The contract areas the landing calls: its chunks carry these schemas, not the whole endpoint table. The
 * submit screen imports applyCredit itself, so the landing does not carry the onboarding form's schemas.
 */
export const endpoints = { ...account, ...config, queryApplyResult } as const;
