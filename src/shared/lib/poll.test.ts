import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, pollUntil, pollingInterval } from './poll';

afterEach(() => vi.useRealTimers());

describe('polling (every 2000 ms, up to 10 times)', () => {
  it('stops as soon as the answer is final', async () => {
    vi.useFakeTimers();
    const answers = ['processing', 'processing', 'done'];
    const fn = vi.fn(() => Promise.resolve(answers.shift() ?? 'done'));
    const result = pollUntil(fn, (v) => v === 'done');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    await expect(result).resolves.toEqual({ value: 'done', done: true, attempts: 3 });
  });

  it('gives up after 10 attempts with the last answer', async () => {
    vi.useFakeTimers();
    const fn = vi.fn(() => Promise.resolve('processing'));
    const result = pollUntil(fn, (v) => v === 'done');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 9 - 1);
    expect(fn).toHaveBeenCalledTimes(9);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ value: 'processing', done: false, attempts: 10 });
    expect(fn).toHaveBeenCalledTimes(10);
  });

  it('gives TanStack Query the same rule', () => {
    const interval = pollingInterval<string>((v) => v === 'done');
    expect(interval({ state: { data: undefined, dataUpdateCount: 0 } })).toBe(2000);
    expect(interval({ state: { data: 'processing', dataUpdateCount: 9 } })).toBe(2000);
    expect(interval({ state: { data: 'processing', dataUpdateCount: 10 } })).toBe(false);
    expect(interval({ state: { data: 'done', dataUpdateCount: 1 } })).toBe(false);
  });
});
