import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointQuery, invalidateEndpoints } from '../../api';
import { endpoints } from './endpoints';

/** The wallet as the bank answers it now (mpc_balance): the tier (mpcLevel), balance and core account. */
export function useWalletTier() {
  return useQuery({ ...endpointQuery(endpoints.walletBalance, {}), staleTime: 0 });
}

/** After an upgrade every screen must read the new tier from the bank: drop what was kept of it. */
export function useForgetTier() {
  const client = useQueryClient();
  return useCallback(
    () => invalidateEndpoints(client, [endpoints.walletBalance, endpoints.queryMemberInfo]),
    [client],
  );
}
