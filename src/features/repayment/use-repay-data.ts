import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepayResultSchema } from '../../../contracts/entities/repayment';
import type { z } from 'zod/mini';
import { call, endpointQuery, invalidateEndpoints } from '../../api';
import { endpoints } from './endpoints';
import { usePolledResultQuery } from '../../shared/ui/polled-result-query';

export type RepayResult = z.infer<typeof RepayResultSchema>;

/** What is billed and owed: the total due, the overdue statements, the billed balances per loan. */
export function useRepayInfo() {
  return useQuery({ ...endpointQuery(endpoints.creditRepayInfo, {}), staleTime: 0 });
}

/** The printed statements still unpaid (newest first), from the first page of the bill list. */
export function useUnpaidBills() {
  return useQuery({
    ...endpointQuery(endpoints.creditBillList, { TYPE: 'A', PAGESIZE: '12', LAST_ROW_KEY: '0' }),
    staleTime: 0,
    select: (data) => data.STMT_LIST.filter((s) => Number(s.STMT_BAL_AMT) > 0),
  });
}

/** One statement (query/bill). */
export function useBill(month: string | null) {
  return useQuery({
    ...endpointQuery(endpoints.creditBill, { STMT_MONTH: month ?? '' }),
    enabled: month !== null,
    staleTime: 0,
  });
}

/** Pay-off amounts of the loans, and whether each can be paid off today (up to 50 at once). */
export function usePayOff(refs: string[] | undefined) {
  const list = (refs ?? []).slice(0, 50);
  return useQuery({
    ...endpointQuery(endpoints.creditPayOffInfo, { REF_NBR_LIST: list }),
    enabled: list.length > 0,
    staleTime: 0,
  });
}

/** The wallet balance a repayment from "Saldo Allo Pay" is taken from. */
export function useWalletBalance() {
  return useQuery({
    ...endpointQuery(endpoints.walletBalance, {}),
    staleTime: 0,
    select: (data) => Number(data.balanceAmt),
  });
}

/**
 * The result of a repayment (query/repay_result), polled every 2000 ms while the bank answers processing,
 * up to 10 answers. `answers` counts them, so a screen can say when it stopped asking.
 */
export function useRepayResult(seq: string) {
  const request = { ORI_BIZ_SEQ_NO: seq, ORI_MER_BIZ_NO: '' };
  return usePolledResultQuery({
    queryKey: endpointQuery(endpoints.creditRepayResult, request).queryKey,
    queryFn: () => call(endpoints.creditRepayResult, request),
    enabled: seq !== '',
    isDone: (data: RepayResult) => data.REPAY_STATUS !== 'P',
  });
}

/** The names of loans (merchant, or Instant Cash) by their reference, from their receipts. */
export function useLoanNames(refs: string[]) {
  const list = refs.slice(0, 50);
  return useQuery({
    ...endpointQuery(endpoints.creditLoanReceipt, { REF_NBR_LIST: list }),
    enabled: list.length > 0,
    staleTime: Infinity,
    select: (data) =>
      new Map(data.LOAN_LIST.map((l) => [l.REF_NBR, { name: l.MERCHANT_NAME, type: l.TRANSACTION_TYPE }])),
  });
}

/**
 * What a repayment moves: every figure the screens hold of it (due, limits, balance, bills, the histories
 * and records) is old after one. Lists are keyed by their endpoint too (endpointPagesQuery), so forgetting an
 * endpoint forgets its pages.
 */
export const REPAY_MOVES = [
  endpoints.creditRepayInfo,
  endpoints.creditPayOffInfo,
  endpoints.creditBill,
  endpoints.creditBillList,
  endpoints.creditRefundRepayRecord,
  endpoints.creditTransactionList,
  endpoints.creditTransactionDetail,
  endpoints.creditLoanReceipt,
  endpoints.walletBalance,
  endpoints.creditPersonalCenter,
] as const;

export function useForgetRepayFigures() {
  const client = useQueryClient();
  return () => invalidateEndpoints(client, REPAY_MOVES);
}
