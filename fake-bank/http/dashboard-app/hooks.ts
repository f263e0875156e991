import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { calls, keys } from './control-calls';

export const useScenarios = () => useQuery({ queryKey: keys.scenarios, queryFn: calls.scenarios });
export const useSession = () => useQuery({ queryKey: keys.session, queryFn: calls.session });
export const useLog = (auto: boolean) =>
  useQuery({ queryKey: keys.log, queryFn: calls.log, refetchInterval: auto ? 2000 : false });
export const useSessions = () => useQuery({ queryKey: keys.sessions, queryFn: calls.sessions });
export const useDrift = (auto: boolean) =>
  useQuery({ queryKey: keys.drift, queryFn: calls.drift, refetchInterval: auto ? 2000 : false });

/**
 * A control action from a button: says what it did (or the bank's reason it did not), then refreshes every
 * view of the session, the log included (a reset empties it).
 */
export function useControlAction<A, R>(
  action: (input: A) => Promise<R>,
  said: (result: R, input: A) => string,
) {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (result, input) => {
      void message.success(said(result, input));
      await Promise.all(
        [keys.session, keys.log, keys.sessions].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => void message.error(error.message),
  });
}
