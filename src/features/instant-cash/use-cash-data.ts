import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CashOncePerMonthDataSchema } from '../../../contracts/entities/credit';
import type { PayLaterEquitySchema } from '../../../contracts/entities/equity';
import type { z } from 'zod/mini';
import { call, endpointQuery, invalidateEndpoints, isApiError } from '../../api';
import { endpoints } from './endpoints';
import { deviceInfoQuery } from '../../bridge/device-query';
import { usePolledResultQuery } from '../../shared/ui/polled-result-query';

export type CashCoupon = z.infer<typeof PayLaterEquitySchema>;

/** Whether the page runs inside the bank app (the bridge knows; the browser stand-in asks the scenario). */
export function useDevice() {
  return useQuery(deviceInfoQuery());
}

const personalCenter = () => endpointQuery(endpoints.creditPersonalCenter, {});

/** The credit line: limits, states and the loan plans (personal_center). */
export function usePersonalCenter() {
  return useQuery({ ...personalCenter(), staleTime: 0 });
}

/** Available Pay Later coupons that apply to Instant Cash (CASH_LOAN). */
export function useCashCoupons() {
  return useQuery({
    ...endpointQuery(endpoints.creditCouponList, {
      equityType: '',
      opt: '0',
      pageSize: '50',
      pageIndex: '1',
    }),
    select: (data) => data.equityList.filter((e) => e.equityScenario === 'CASH_LOAN' && e.status === '0'),
  });
}

/** Whether a coupon can price this principal (its minimum); the term is checked per option by the bank. */
export function couponFitsAmount(coupon: CashCoupon, principal: number): boolean {
  return coupon.useLowerAmt === '-1' || principal >= Number(coupon.useLowerAmt);
}

export function couponFitsTerm(coupon: CashCoupon, term: number): boolean {
  return coupon.usePlanTerm === '-1' || coupon.usePlanTerm.split(',').map(Number).includes(term);
}

/** try/loan for a principal (and a coupon): every term with its figures and schedule. */
export function useLoanQuote(principal: number | null, equityNo: string | undefined) {
  return useQuery({
    ...endpointQuery(endpoints.creditTryLoan, {
      LOAN_INIT_PRIN: String(principal ?? 0),
      ...(equityNo ? { EQUITY_NO: equityNo } : {}),
    }),
    enabled: principal !== null,
    placeholderData: keepPreviousData,
  });
}

/** After a withdrawal the limits, coupons and quotes the screens hold are old. */
export function useForgetCashFigures() {
  const client = useQueryClient();
  return () =>
    invalidateEndpoints(client, [
      endpoints.creditPersonalCenter,
      endpoints.creditTryLoan,
      endpoints.creditCouponList,
    ]);
}

/** The first day a next withdrawal is possible, from a once-per-month refusal. */
export function nextDateOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const parsed = CashOncePerMonthDataSchema.safeParse(error.ret_data);
  return parsed.success ? parsed.data.nextDate : undefined;
}

/**
 * The status of a withdrawal (query/transaction_status), polled every 2000 ms while the bank answers
 * processing, up to 10 answers; without `ref`, the latest withdrawal of the last 31 days.
 */
export function useWithdrawalStatus(ref: string | undefined) {
  const request = ref ? { LOAN_RECEIPT_NBR: ref } : {};
  return usePolledResultQuery({
    queryKey: endpointQuery(endpoints.creditTransactionStatus, request).queryKey,
    queryFn: () => call(endpoints.creditTransactionStatus, request),
    isDone: (data) => (data.LOAN_LIST[0]?.ACTION_CODE ?? 'DONE') === 'DONE',
  });
}

/** The receipt of one Instant Cash loan; without `ref`, the latest Instant Cash. */
export function useLoanReceipt(ref: string | undefined) {
  return useQuery({
    ...endpointQuery(endpoints.creditLoanReceipt, { REF_NBR_LIST: ref ? [ref] : [] }),
    staleTime: 0,
    select: (data) => data.LOAN_LIST.find((l) => l.TRANSACTION_TYPE === 'C') ?? null,
  });
}
