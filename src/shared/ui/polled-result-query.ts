import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { pollingInterval } from '../lib/poll';

/**
 * A result the bank is still working on, asked again every 2000 ms until `isDone` (spec section 7), with
 * how many answers came so the screen can say when it stopped asking.
 */
export function usePolledResultQuery<T>(options: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  isDone: (value: T) => boolean;
  enabled?: boolean;
}) {
  const client = useQueryClient();
  const { queryKey, queryFn, isDone, enabled } = options;
  const query = useQuery({
    queryKey,
    queryFn,
    enabled,
    staleTime: 0,
    refetchInterval: pollingInterval(isDone),
  });
  return { ...query, answers: client.getQueryState(queryKey)?.dataUpdateCount ?? 0 };
}
