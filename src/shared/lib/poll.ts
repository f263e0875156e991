/** Spec section 7: a polled call is retried every 2000 ms, up to 10 times. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_MAX_ATTEMPTS = 10;

export interface PollResult<T> {
  value: T;
  done: boolean;
  attempts: number;
}

/**
 * Calls `fn` until `isDone` says its answer is final or the attempts run out; the caller shows the last
 * answer either way (e.g. "verifying" when the bank is still processing).
 */
export async function pollUntil<T>(
  fn: () => Promise<T>,
  isDone: (value: T) => boolean,
  options: { intervalMs?: number; maxAttempts?: number; signal?: AbortSignal } = {},
): Promise<PollResult<T>> {
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  const maxAttempts = options.maxAttempts ?? POLL_MAX_ATTEMPTS;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const value = await fn();
    if (isDone(value) || attempts >= maxAttempts) return { value, done: isDone(value), attempts };
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, intervalMs);
      options.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(options.signal?.reason ?? new Error('aborted'));
      });
    });
  }
}

/**
 * The same rule for TanStack Query: a `refetchInterval` that polls every 2000 ms while the answer is not
 * final, and stops after 10 answers (`maxAttempts`). Before a first answer it asks at the same pace (a
 * first ask that failed is asked again), unless `beforeAnswer` is false. Used by usePolledResultQuery only.
 */
export function pollingInterval<T>(
  isDone: (value: T) => boolean,
  maxAttempts = POLL_MAX_ATTEMPTS,
  beforeAnswer = true,
) {
  return (query: { state: { data: T | undefined; dataUpdateCount: number } }): number | false => {
    const { data, dataUpdateCount } = query.state;
    if (data === undefined && !beforeAnswer) return false;
    if (data !== undefined && isDone(data)) return false;
    return dataUpdateCount >= maxAttempts ? false : POLL_INTERVAL_MS;
  };
}
