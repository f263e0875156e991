import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankToday, call, endpointKeyFor, endpointQuery, isCodeValue } from '../../api';
import { endpoints } from './endpoints';
import { APP_NOT_FOUND_CODE } from '../../../contracts/codes/onboarding-values';
import { DEFAULT_HIDDEN_CREDIT_AMOUNT, HIDDEN_CREDIT_AMOUNT_KEY } from '../../../contracts/rules/limits';
import type { ApplyResult } from '../../../contracts/entities/onboarding-apply';
import { ineligibleReason, type IneligibleReason } from '../../../contracts/rules/eligibility';
import { usePolledResultQuery } from '../../shared/ui/polled-result-query';

export const BIZ_TYPE = 'PAY_APP';
export { SUBMIT_ROUTE } from './submit-route';
const isFinal = (result: ApplyResult | null) => result === null || result.STATUS !== 'PROCESSING';

export const CASE_KEY = endpointKeyFor(endpoints.preCheck, { view: 'case' });

/** The visitor's case and application numbers (pre_check). */
export function useCase() {
  return useQuery({
    queryKey: CASE_KEY,
    queryFn: async () => {
      const data = await call(endpoints.preCheck, { partnerId: '', userToken: '' });
      return { appNo: data.appNo, openAcctCaseNo: data.openAcctCaseNo };
    },
  });
}

/**
 * The application's result (query/apply_result); null when nothing was applied for yet. With `poll`,
 * asked again every 2000 ms while the bank is processing, up to 10 answers.
 */
export function useApplyResult(appNo: string | undefined, poll: boolean) {
  return usePolledResultQuery({
    queryKey: endpointKeyFor(endpoints.queryApplyResult, { appNo, poll }),
    enabled: !!appNo,
    poll,
    isDone: isFinal,
    queryFn: async (): Promise<ApplyResult | null> => {
      try {
        return await call(endpoints.queryApplyResult, { BIZ_TYPE, APP_NO: appNo ?? '' });
      } catch (error) {
        if (isCodeValue(error, APP_NOT_FOUND_CODE)) return null;
        throw error;
      }
    },
  });
}

/** The amount the approval page shows when the limit is hidden (config, errors swallowed). */
export function useHiddenCreditAmount(): number {
  const config = useQuery({
    ...endpointQuery(endpoints.getConfig, { module: 'H5_ONBOARDING' }),
    staleTime: Infinity,
    throwOnError: false,
  });
  const value = config.data?.keyValueConfigList.find((c) => c.cfgKey === HIDDEN_CREDIT_AMOUNT_KEY)?.cfgValue;
  return value && /^\d+$/.test(value) ? Number(value) : DEFAULT_HIDDEN_CREDIT_AMOUNT;
}

/**
 * Eligibility from the customer's facts at the bank (query/status registration, member_info citizenship
 * and date of birth), by the same rule the bank applies to apply/credit: registered, Indonesian citizen,
 * aged 21 to 55 on the bank's (WIB) date.
 */
export const eligibilityQuery = () =>
  queryOptions({
    queryKey: endpointKeyFor(endpoints.queryStatus, { view: 'eligibility' }),
    // Asked ahead by the landing (apply-page.tsx): a failed answer is shown, not asked again on mount.
    retryOnMount: false,
    queryFn: async (): Promise<IneligibleReason | null> => {
      const [status, member] = await Promise.all([
        call(endpoints.queryStatus, {}),
        call(endpoints.queryMemberInfo, {}),
      ]);
      const wibDay = bankToday();
      return ineligibleReason(
        {
          registered: status.registerRequired !== 'Y',
          dateOfBirth: member.dateOfBirth,
          citizenship: member.citizenship,
        },
        wibDay,
      );
    },
  });

export function useEligibility() {
  return useQuery(eligibilityQuery());
}
