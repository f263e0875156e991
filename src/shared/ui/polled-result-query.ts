import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { POLL_MAX_ATTEMPTS, pollingInterval } from '../lib/poll';

/** The query options a polled read may set besides its key and call (refetchInterval is this helper's). */
type PolledOptions<T> = Pick<
  UseQueryOptions<T, Error, T, QueryKey>,
  'enabled' | 'staleTime' | 'gcTime' | 'retry' | 'refetchOnWindowFocus'
>;

/**
 * The one way a screen polls (decision 0090): a result the bank is still working on, asked again every
 * 2000 ms until `isDone` (spec section 7), up to 10 answers (`maxAnswers`), with how many answers came so
 * the screen can say when it stopped asking. `poll: false` reads it once; `pollBeforeAnswer: false` waits
 * for a first answer before polling (a failed first ask is not asked again by itself).
 */
export function usePolledResultQuery<T>(
  options: PolledOptions<T> & {
    queryKey: QueryKey;
    queryFn: () => Promise<T>;
    isDone: (value: T) => boolean;
    poll?: boolean;
    maxAnswers?: number;
    pollBeforeAnswer?: boolean;
  },
) {
  const client = useQueryClient();
  const {
    queryKey,
    queryFn,
    isDone,
    poll = true,
    maxAnswers = POLL_MAX_ATTEMPTS,
    pollBeforeAnswer = true,
    ...rest
  } = options;
  const query = useQuery({
    // A result being worked on is never fresh.
    staleTime: 0,
    ...rest,
    queryKey,
    queryFn,
    refetchInterval: poll ? pollingInterval(isDone, maxAnswers, pollBeforeAnswer) : false,
  });
  return { ...query, answers: client.getQueryState(queryKey)?.dataUpdateCount ?? 0 };
}
