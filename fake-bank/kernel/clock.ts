import { addDays, isoToMs, toBusinessDate, toTimestamp, toWibIso, wibMs } from '../../contracts/dates';

/**
 * A session's clock: a business time that runs with real time from an anchor, so countdowns and
 * "30 minutes" windows behave, and that the control surface can set or move at will.
 */
export interface SessionClock {
  /** Business time (epoch ms) at the moment the clock was last set. */
  anchorMs: number;
  /** Real time (epoch ms) at that moment. */
  setAtMs: number;
}

/**
 * The years the bank serves: the wire's statement months are 20xx (contracts/entities/credit.ts), so from
 * 2000 to 2099 (WIB). A clock set or moved outside is refused (decision 0031): in 2100 personal_center would
 * answer 80499999, its own answer failing its contract.
 */
export const CLOCK_RANGE = { from: '2000-01-01', to: '2099-12-31' } as const;
const FIRST_MS = wibMs(CLOCK_RANGE.from);
const AFTER_LAST_MS = wibMs(addDays(CLOCK_RANGE.to, 1));

/** The business time is one the bank serves (CLOCK_RANGE). */
export function isServedTime(epochMs: number): boolean {
  return Number.isFinite(epochMs) && epochMs >= FIRST_MS && epochMs < AFTER_LAST_MS;
}

export function startClock(iso: string, realNow: number): SessionClock {
  return { anchorMs: isoToMs(iso), setAtMs: realNow };
}

export function clockNow(clock: SessionClock, realNow: number): number {
  return clock.anchorMs + (realNow - clock.setAtMs);
}

export function moveClock(clock: SessionClock, realNow: number, byMs: number): SessionClock {
  return { anchorMs: clockNow(clock, realNow) + byMs, setAtMs: realNow };
}

/** The bank works on Western Indonesian Time (contracts/dates.ts): timestamps, dates and ISO times. */
export { toBusinessDate, toTimestamp, toWibIso };
