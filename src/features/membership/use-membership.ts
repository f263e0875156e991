import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../api';
import { endpoints } from './endpoints';

/** member_right_lvl: the level by accumulated points and every level with its benefits. */
export function useMembership() {
  return useQuery({ ...endpointQuery(endpoints.membershipLevels, {}), staleTime: 0 });
}
