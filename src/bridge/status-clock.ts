import { useSyncExternalStore } from 'react';
import { toWibIso } from '../../contracts/dates-core';
import { bankClockNow, subscribeSystemTime } from '../api/system-time';
import { inlineClock } from './browser-bridge';

/** 'HH:mm' of an instant in WIB, the bank's zone. */
const wibTime = (ms: number) => toWibIso(ms).slice(11, 16);

/**
 * The time the stand-in's phone shows: the bank's clock, not a drawing's 09:41 (issue 40). The last system_time
 * an answer brought, else the session's clock the page was served with, each run on with real time (the
 * bank's clock runs with it); the device's clock only without a fake bank.
 */
export function statusTime(): string {
  const fromAnswers = bankClockNow();
  if (fromAnswers !== undefined) return wibTime(fromAnswers);
  const served = inlineClock();
  return wibTime(served ? served.at + (Date.now() - served.seenAt) : Date.now());
}

/** Answers move it, and so does every passing minute (checked every 10 s). */
function subscribe(notify: () => void): () => void {
  const stop = subscribeSystemTime(notify);
  const timer = setInterval(notify, 10_000);
  return () => {
    stop();
    clearInterval(timer);
  };
}

export const useStatusTime = () => useSyncExternalStore(subscribe, statusTime);
