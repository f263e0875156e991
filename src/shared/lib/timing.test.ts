import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SCROLL_SAVE_THROTTLE_MS, throttle, TOUCH_THROTTLE_MS } from './timing';

describe('section 9 throttles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a second tap within the touch window is dropped, one after it runs', () => {
    const send = vi.fn();
    const tap = throttle(send, TOUCH_THROTTLE_MS);
    tap('first');
    vi.advanceTimersByTime(TOUCH_THROTTLE_MS - 1);
    tap('second');
    vi.advanceTimersByTime(10_000);
    expect(send.mock.calls).toEqual([['first']]);
    tap('third');
    expect(send.mock.calls).toEqual([['first'], ['third']]);
  });

  test('with trailing, a burst runs at most once per window and its last value is not lost', () => {
    const save = vi.fn();
    const onScroll = throttle(save, SCROLL_SAVE_THROTTLE_MS, { trailing: true });
    for (let top = 0; top <= 500; top += 50) {
      onScroll(top);
      vi.advanceTimersByTime(25);
    }
    // 11 events over 275 ms: the first at once, the last when the window closes.
    expect(save.mock.calls).toEqual([[0]]);
    vi.advanceTimersByTime(SCROLL_SAVE_THROTTLE_MS);
    expect(save.mock.calls).toEqual([[0], [500]]);
  });

  test('flush runs the held call now; cancel opens the window again', () => {
    const fn = vi.fn();
    const run = throttle(fn, 300, { trailing: true });
    run(1);
    run(2);
    run.flush();
    expect(fn.mock.calls).toEqual([[1], [2]]);
    run.cancel();
    run(3);
    expect(fn.mock.calls).toEqual([[1], [2], [3]]);
  });
});
