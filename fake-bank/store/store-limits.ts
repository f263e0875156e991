import { getHeapStatistics } from 'node:v8';
import { DEFAULT_MAX_SESSIONS } from './sql-store';

/**
 * The share of the heap the session cache may take at most: the rest holds the seeds, the catalogue, the
 * requests in flight and the garbage not yet collected (a cache of 400 MiB in a 256 MB heap died out of
 * memory while sessions were made, issue 39). The cache counts the heap its sessions take, books and views
 * included (sql-store.ts HEAP_PER_JSON_BYTE, decision 0089), so its budget is heap, never past this share.
 */
export const CACHE_HEAP_SHARE = 0.15;
const MIB = 2 ** 20;
/** The cache when nothing is asked: 96 MiB, if the heap has room (45 MiB in `npm start`'s 256 MB heap). */
export const DEFAULT_CACHE_MIB = 96;

export interface CacheBudget {
  bytes: number;
  /** Said once at start when the asked size was cut to the heap's share. */
  warning?: string;
}

/** The cache's budget from FAKE_BANK_CACHE_MB, never past CACHE_HEAP_SHARE of the heap it is given. */
export function cacheBudgetOf(
  asked: string | undefined,
  heapLimit = getHeapStatistics().heap_size_limit,
): CacheBudget {
  const cap = Math.floor(heapLimit * CACHE_HEAP_SHARE);
  const mb = Number(asked);
  const given = asked !== undefined && Number.isFinite(mb) && mb >= 1;
  const bytes = (given ? mb : DEFAULT_CACHE_MIB) * MIB;
  if (bytes <= cap) return { bytes };
  const capMib = Math.floor(cap / MIB);
  return {
    bytes: cap,
    ...(given
      ? {
          warning:
            `FAKE_BANK_CACHE_MB=${asked} is more than ${CACHE_HEAP_SHARE * 100}% of this process's ` +
            `${Math.round(heapLimit / MIB)} MiB heap: the session cache holds ${capMib} MiB ` +
            '(give node a larger --max-old-space-size for more)',
        }
      : {}),
  };
}

/** FAKE_BANK_MAX_SESSIONS as a bound (a positive whole number), else the default 20,000. */
export function maxSessionsOf(asked: string | undefined): number {
  const value = Number(asked);
  return asked !== undefined && Number.isInteger(value) && value >= 1 ? value : DEFAULT_MAX_SESSIONS;
}
