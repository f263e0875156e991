/** Spec section 9: a second tap on a button that sends to the bank within 2000 ms of the first does nothing. */
export const TOUCH_THROTTLE_MS = 2000;
/** Spec section 9: a list's scroll position is saved at most every 300 ms. */
export const SCROLL_SAVE_THROTTLE_MS = 300;

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Runs a call held back for the end of the window now (nothing if none is waiting). */
  flush: () => void;
  /** Drops a held-back call and opens the window again. */
  cancel: () => void;
}

/**
 * Runs `fn` at once, then at most once per `wait` ms. With `trailing`, the last call made inside a window
 * runs when the window ends (a scroll's final position is not lost); without, such calls are dropped (a
 * double tap). Timed with setTimeout and Date.now so test clocks drive it.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  { trailing = false }: { trailing?: boolean } = {},
): Throttled<A> {
  let last = -Infinity;
  let pending: A | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const run = (args: A) => {
    last = Date.now();
    pending = null;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const left = last + wait - Date.now();
    if (left <= 0) {
      stop();
      run(args);
      return;
    }
    if (!trailing) return;
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
    }, left);
  };
  throttled.flush = () => {
    stop();
    if (pending) run(pending);
  };
  throttled.cancel = () => {
    stop();
    pending = null;
    last = -Infinity;
  };
  return throttled;
}
