import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { throttle, TOUCH_THROTTLE_MS, type Throttled } from './timing';

/**
 * The action behind a button that sends to the bank, run once per touch-throttle window (spec section 9):
 * a second tap within 2000 ms of a send does nothing. Wrap the send itself (after the form's checks), so a
 * tap the form refused starts no window. An action answering a promise that rejects opens the window again
 * at once: a send that failed cannot go twice, and the customer may try again (its error is the caller's,
 * shown by the mutation's onError).
 */
export function useThrottledAction<A extends unknown[]>(
  action: (...args: A) => unknown,
  wait: number = TOUCH_THROTTLE_MS,
): (...args: A) => void {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const gate = useRef<Throttled<A> | null>(null);
  useEffect(() => () => gate.current?.cancel(), []);
  return useCallback(
    (...args: A) => {
      gate.current ??= throttle((...sent: A) => {
        const result = latest.current(...sent);
        if (result instanceof Promise) result.catch(() => gate.current?.cancel());
      }, wait);
      gate.current(...args);
    },
    [wait],
  );
}
