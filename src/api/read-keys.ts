/**
 * The keys of the reads that are no call of the bank's API, beside the endpoints' (query.ts): a query key is
 * spelled in src/api only, so one read has one key (decision 0090). No imports: the QA picker's chunk takes it.
 */
export const READ_KEYS = {
  /** The device the bridge reports: one cached call for every screen. */
  device: ['bridge', 'device-info'],
  /** The fake bank's scenario catalogue, read through the one control client (DESIGN section 4). */
  scenarios: ['fake-bank', 'scenarios'],
} as const;
