import { useQuery } from '@tanstack/react-query';
import { queryStatus } from '../../../contracts/endpoints/account';
import { endpointQuery } from '../../api';

/**
 * The customer account's status (query/status mpcStatus, a gate of section 6), read the same way by every
 * screen it closes (the Pay Later home, Instant Cash). A failed answer closes nothing: the bank refuses a
 * frozen or blocked account itself.
 */
export function useMpcStatus() {
  return useQuery({
    ...endpointQuery(queryStatus, {}),
    select: (data) => data.mpcStatus,
    retry: false,
    throwOnError: false,
  });
}
