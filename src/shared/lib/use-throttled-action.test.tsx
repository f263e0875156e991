// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TOUCH_THROTTLE_MS } from './timing';
import { useThrottledAction } from './use-throttled-action';

describe('useThrottledAction (touch throttle 2000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a second tap within 2000 ms sends nothing; a tap after it sends again', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useThrottledAction(send));
    act(() => result.current('a'));
    act(() => vi.advanceTimersByTime(TOUCH_THROTTLE_MS - 1));
    act(() => result.current('b'));
    expect(send.mock.calls).toEqual([['a']]);
    act(() => vi.advanceTimersByTime(1));
    act(() => result.current('c'));
    expect(send.mock.calls).toEqual([['a'], ['c']]);
  });

  test('a send that failed lets the next tap through at once', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue('ok');
    const { result } = renderHook(() => useThrottledAction(send));
    act(() => result.current());
    await act(async () => {
      await Promise.resolve();
    });
    act(() => result.current());
    expect(send).toHaveBeenCalledTimes(2);
    // The second one succeeded: the window holds.
    await act(async () => {
      await Promise.resolve();
    });
    act(() => result.current());
    expect(send).toHaveBeenCalledTimes(2);
  });

  test('the latest action runs, the throttle stays the same across renders', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottledAction(fn), {
      initialProps: { fn: first },
    });
    const before = result.current;
    rerender({ fn: second });
    expect(result.current).toBe(before);
    act(() => result.current());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
