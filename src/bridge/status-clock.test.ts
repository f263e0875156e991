// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** The stand-in phone's time is the bank's clock, running on with real time (issue 40). */
describe("the stand-in phone's time", () => {
  beforeAll(() => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    // The page as the fake bank serves it: the device inlined, with the session's clock.
    document.body.innerHTML =
      '<script id="fake-bank-device" type="application/json">{"clock":"2026-11-21T10:00:20+07:00"}</script>';
  });
  afterAll(() => vi.useRealTimers());

  it("is the session's clock the page came with, then the bank's of each answer, minute by minute", async () => {
    const { statusTime } = await import('./status-clock');
    const { storeSystemTime } = await import('../api/system-time');
    expect(statusTime()).toBe('10:00');
    vi.advanceTimersByTime(45_000);
    expect(statusTime()).toBe('10:01');

    // An answer's system_time: the bank's clock moved (the tester set it to the evening).
    storeSystemTime('20261121193059');
    expect(statusTime()).toBe('19:30');
    vi.advanceTimersByTime(2_000);
    expect(statusTime()).toBe('19:31');
  });
});
