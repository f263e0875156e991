// The dayjs-free part of the date module: this file is on the first load (decision 0050).
import { timestampToMs, toWibIsoDate } from '../../contracts/dates-core';

/** The bank's clock as last seen in any answer's system_time (yyyymmddhhmmss, WIB). */
let systemTime: string | undefined;
/** When it was seen (the device's clock): the bank's clock runs on with real time from there. */
let seenAt = 0;
const listeners = new Set<() => void>();

export function storeSystemTime(value: string | undefined): void {
  if (!value || !/^\d{14}$/.test(value)) return;
  systemTime = value;
  seenAt = Date.now();
  for (const listener of listeners) listener();
}

/** Told of every system_time an answer brings. */
export function subscribeSystemTime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bank's clock now (epoch ms): the last system_time, run on by the time since; undefined before any. */
export function bankClockNow(): number | undefined {
  return systemTime ? timestampToMs(systemTime) + (Date.now() - seenAt) : undefined;
}

export function getSystemTime(): string | undefined {
  return systemTime;
}

/** The bank's clock now (epoch ms) at the last system_time seen, or the device clock before any answer. */
export function bankNow(): number {
  return systemTime ? timestampToMs(systemTime) : Date.now();
}

/** The bank's day in WIB, 'YYYY-MM-DD': a form's date range follows the bank, not the phone's UTC date. */
export function bankToday(): string {
  return toWibIsoDate(bankNow());
}
