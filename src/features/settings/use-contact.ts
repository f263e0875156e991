import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { urlPathOf } from '../../../contracts/endpoint';
import { endpointQuery } from '../../api';
import { endpoints } from './endpoints';

/** The customer's own details as the bank answers them now (member_info: name, phone, email, tier). */
export function useMember() {
  return useQuery({ ...endpointQuery(endpoints.queryMemberInfo, {}), staleTime: 0 });
}

/** After a change the profile (and every screen) must read the new contact from the bank. */
export function useForgetMember() {
  const client = useQueryClient();
  return useCallback(
    () => client.invalidateQueries({ queryKey: [urlPathOf(endpoints.queryMemberInfo)] }),
    [client],
  );
}
