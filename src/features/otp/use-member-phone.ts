import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../api';
import { endpoints } from './endpoints';

/** The caller's registered mobile (query/member_info phoneNo, 8...): where the code goes. */
export function useMemberPhone() {
  return useQuery({ ...endpointQuery(endpoints.queryMemberInfo, {}), select: (info) => info.phoneNo });
}
