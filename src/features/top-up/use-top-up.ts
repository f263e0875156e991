import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { RequestOf, ResponseOf } from '../../../contracts/endpoint';
import type { TopUpOrder } from '../../../contracts/entities/top-up';
import { call, endpointKeyFor, endpointQuery, invalidateEndpoints, isApiError } from '../../api';
import { endpoints } from './endpoints';
import { usePolledResultQuery } from '../../shared/ui/polled-result-query';
import { pickVa, requestId, type ShownVa } from './top-up-view';

/** The tier's caps, what is used and the room left (asked each time a screen opens). */
export function useQuota(enabled = true) {
  return useQuery({ ...endpointQuery(endpoints.topUpQuota, {}), staleTime: 0, enabled });
}

/** Money came in: every figure of the wallet the screens hold (balance, room, orders) is old. */
export function useForgetWalletFigures() {
  const client = useQueryClient();
  return useCallback(
    () =>
      invalidateEndpoints(client, [
        endpoints.walletBalance,
        endpoints.topUpQuota,
        endpoints.walletTranOrders,
      ]),
    [client],
  );
}

/** Forgets the wallet's figures once, when `paid` turns true. */
function useForgetWhenPaid(paid: boolean) {
  const forget = useForgetWalletFigures();
  useEffect(() => {
    if (paid) void forget();
  }, [paid, forget]);
}

/**
 * One QRIS, store or card top-up, polled every 2000 ms while it waits for its payment (up to 10 answers,
 * then on request or when the person comes back to the app). `answers` counts them.
 */
export function useTopUpOrder(topUpNo: string) {
  const waiting = (data: TopUpOrder | undefined) => data?.status === '0';
  const query = usePolledResultQuery({
    queryKey: endpointQuery(endpoints.topUpQuery, { topUpNo }).queryKey,
    queryFn: () => call(endpoints.topUpQuery, { topUpNo }),
    enabled: topUpNo !== '',
    isDone: (data) => !waiting(data),
    refetchOnWindowFocus: (q) => waiting(q.state.data),
  });
  useForgetWhenPaid(query.data?.status === '1');
  return query;
}

/** Opens (or shows the open) virtual account of a bank, once per visit of the screen. */
export function useOpenVa(bankCode: string) {
  return useQuery({
    ...endpointQuery(endpoints.walletVaRecharge, { bankCode }),
    enabled: bankCode !== '',
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * The virtual account on screen, asked again every 2000 ms while it waits for a transfer (up to 10
 * answers, then on request or on return to the app), until the bank answers it paid or expired.
 */
export function useVaStatus(bankCode: string, shown: ShownVa | undefined) {
  type List = ResponseOf<typeof endpoints.walletVaRecharge>;
  const waiting = (data: List | undefined) => !!shown && pickVa(data?.vaList, shown)?.status === '0';
  const query = usePolledResultQuery({
    queryKey: endpointKeyFor(endpoints.walletVaRecharge, {
      bankCode,
      va: shown?.vaCode,
      exp: shown?.expTime,
    }),
    enabled: !!shown,
    queryFn: () => call(endpoints.walletVaRecharge, { bankCode }),
    isDone: (data) => !waiting(data),
    refetchOnWindowFocus: (q) => waiting(q.state.data),
  });
  const va = shown ? pickVa(query.data?.vaList, shown) : undefined;
  useForgetWhenPaid(va?.status === '1');
  return { ...query, va };
}

/**
 * Sends a top-up request with a request id (txnNo). When the bank's answer never came (network, timeout),
 * sending the same values again reuses the id, so the bank answers the first request instead of making a
 * second code or charging the card twice.
 */
export function useSendTopUp<
  E extends typeof endpoints.topUpQris | typeof endpoints.topUpStore | typeof endpoints.topUpCard,
>(endpoint: E) {
  const pending = useRef<{ body: string; txnNo: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (request: RequestOf<E>) => call(endpoint, request) as Promise<TopUpOrder>,
  });
  const send = async (values: Omit<RequestOf<E>, 'txnNo'>): Promise<TopUpOrder> => {
    const body = JSON.stringify(values);
    const txnNo = pending.current?.body === body ? pending.current.txnNo : requestId();
    pending.current = { body, txnNo };
    try {
      const order = await mutation.mutateAsync({ ...values, txnNo } as RequestOf<E>);
      pending.current = null;
      return order;
    } catch (error) {
      // Only an unanswered request keeps its id; a refusal was an answer.
      const unanswered = isApiError(error) && error.kind !== 'code' && error.kind !== 'contract';
      if (!unanswered) pending.current = null;
      throw error;
    }
  };
  return { send, sending: mutation.isPending };
}
