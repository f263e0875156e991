import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointQuery, invalidateEndpoints } from '../../api';
import { endpoints } from './endpoints';

/** The customer's own details as the bank answers them now (member_info: name, phone, email, tier). */
export function useMember() {
  return useQuery({ ...endpointQuery(endpoints.queryMemberInfo, {}), staleTime: 0 });
}

/** After a change the profile (and every screen) must read the new contact from the bank. */
export function useForgetMember() {
  const client = useQueryClient();
  return useCallback(() => invalidateEndpoints(client, [endpoints.queryMemberInfo]), [client]);
}
