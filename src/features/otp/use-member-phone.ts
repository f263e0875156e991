import { useQuery } from '@tanstack/react-query';
import { endpointQuery, endpoints } from '../../api';

/** The caller's registered mobile (query/member_info phoneNo, 8...): where the code goes. */
export function useMemberPhone() {
  return useQuery({ ...endpointQuery(endpoints.queryMemberInfo, {}), select: (info) => info.phoneNo });
}
