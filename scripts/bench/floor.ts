import { loadavg } from 'node:os';

/**
 * The QA-floor figures of issue 39 (build 2) that `npm run bench` prints: two floors of sessions served round
 * robin, each figure a ratio to the one-route Express app run beside it in the same run, with its target.
 * BENCH_QUICK=1 runs them smaller and shorter (to check the bench, not to quote its figures).
 */

export const QUICK = process.env.BENCH_QUICK === '1';

export interface Floor {
  sessions: number;
  /** Also the write mix (clock moves and VA repayments, alternately). */
  writes: boolean;
  targets: { reads: number; writes?: number; p99Ms: number };
}

/** 10,000 sessions each used then read (the cache cannot hold them all); 1,000 read and written. */
export function floors(sessionsArg?: number): Floor[] {
  if (sessionsArg) {
    return [{ sessions: sessionsArg, writes: true, targets: { reads: 0.8, writes: 0.7, p99Ms: 50 } }];
  }
  const scale = QUICK ? 5 : 1;
  return [
    { sessions: 10_000 / scale, writes: false, targets: { reads: 0.5, p99Ms: 100 } },
    { sessions: 1_000 / scale, writes: true, targets: { reads: 0.8, writes: 0.7, p99Ms: 50 } },
  ];
}

/** Measured requests and seconds per run (warm-up: a tenth, at most 2 s). */
export function runLimits(requests: number, seconds: number) {
  return QUICK
    ? { requests: Math.min(requests, 20_000), seconds: Math.min(seconds, 3) }
    : { requests, seconds };
}

/** The machine's load while the figures were taken: they are only as good as it was quiet. */
export function loadText(): string {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min)`;
}

const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** One floor's verdict line: each ratio and p99 against its target. */
export function floorVerdict(
  floor: Floor,
  read: { ratio: number; p99: number },
  write: { ratio: number; p99: number } | undefined,
  peakRssMib: number,
): string {
  const parts = [
    `reads ${read.ratio.toFixed(2)}x (target >= ${floor.targets.reads}x: ${mark(read.ratio >= floor.targets.reads)}), ` +
      `p99 ${read.p99.toFixed(1)} ms (<= ${floor.targets.p99Ms} ms: ${mark(read.p99 <= floor.targets.p99Ms)})`,
  ];
  if (write && floor.targets.writes !== undefined) {
    parts.push(
      `write mix ${write.ratio.toFixed(2)}x (>= ${floor.targets.writes}x: ${mark(write.ratio >= floor.targets.writes)}), ` +
        `p99 ${write.p99.toFixed(1)} ms (<= ${floor.targets.p99Ms} ms: ${mark(write.p99 <= floor.targets.p99Ms)})`,
    );
  }
  parts.push(`peak RSS ${peakRssMib.toFixed(0)} MiB (<= 300 MiB: ${mark(peakRssMib <= 300)})`);
  return `${floor.sessions.toLocaleString('en')} sessions: ${parts.join('; ')}; ${loadText()}${QUICK ? ' [BENCH_QUICK]' : ''}`;
}
