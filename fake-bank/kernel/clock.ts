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

/** The bank works on Western Indonesian Time (UTC+7, no daylight saving). */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The years the bank serves: the wire's statement months are 20xx (contracts/entities/credit.ts), so from
 * 2000 to 2099 (WIB). A clock set or moved outside is refused (decision 0031): in 2100 personal_center would
 * answer 80499999, its own answer failing its contract.
 */
export const CLOCK_RANGE = { from: '2000-01-01', to: '2099-12-31' } as const;
const FIRST_MS = Date.parse(`${CLOCK_RANGE.from}T00:00:00+07:00`);
const AFTER_LAST_MS = Date.parse(`${CLOCK_RANGE.to}T00:00:00+07:00`) + 86_400_000;

/** The business time is one the bank serves (CLOCK_RANGE). */
export function isServedTime(epochMs: number): boolean {
  return Number.isFinite(epochMs) && epochMs >= FIRST_MS && epochMs < AFTER_LAST_MS;
}

export function startClock(iso: string, realNow: number): SessionClock {
  return { anchorMs: Date.parse(iso), setAtMs: realNow };
}

export function clockNow(clock: SessionClock, realNow: number): number {
  return clock.anchorMs + (realNow - clock.setAtMs);
}

export function moveClock(clock: SessionClock, realNow: number, byMs: number): SessionClock {
  return { anchorMs: clockNow(clock, realNow) + byMs, setAtMs: realNow };
}

function wibParts(epochMs: number) {
  const d = new Date(epochMs + WIB_OFFSET_MS);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  // Always four digits: year 1 is 0001, as ISO 8601 and the spec's yyyymmdd write it.
  const year = pad(d.getUTCFullYear(), 4);
  return {
    date: `${year}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`,
    iso: `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(
      d.getUTCMinutes(),
    )}:${pad(d.getUTCSeconds())}+07:00`,
  };
}

/** yyyymmddhhmmss in WIB, the spec's timestamp format. */
export function toTimestamp(epochMs: number): string {
  const parts = wibParts(epochMs);
  return parts.date + parts.time;
}

/** YYYYMMDD in WIB, the spec's statement-date format. */
export function toBusinessDate(epochMs: number): string {
  return wibParts(epochMs).date;
}

/** ISO 8601 with the +07:00 offset, for people reading the control surface. */
export function toWibIso(epochMs: number): string {
  return wibParts(epochMs).iso;
}
