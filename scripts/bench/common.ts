import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM as WHOLE_CHROMIUM, browserPath } from '../find-browser.mjs';
import { runLimits } from './floor';

/** What every section of `npm run bench` shares: the options, the load's limits, the browser, output helpers. */

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    requests: { type: 'string' },
    concurrency: { type: 'string' },
    sessions: { type: 'string' },
    only: { type: 'string' },
    'demo-dist': { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    'lighthouse-reports': { type: 'string' },
  },
  strict: false,
});

export const positiveInt = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const limits = runLimits(positiveInt(args.requests, 100_000), 8);
export const MEASURED_REQUESTS = limits.requests;
export const WARMUP_REQUESTS = Math.min(2000, Math.max(1, Math.round(MEASURED_REQUESTS / 10)));
export const CONCURRENCY = positiveInt(args.concurrency, 50);
export const LIVE_SESSIONS = positiveInt(args.sessions, 1000);
/** The measured run of one target stops after this, whatever was reached (the warm-up after 2 s). */
export const TIME_LIMIT_MS = limits.seconds * 1000;
export const WARMUP_LIMIT_MS = Math.min(2_000, TIME_LIMIT_MS / 3);
export const SESSION_ID = 'bench-session-0001';

// ---------------------------------------------------------------------------------------------- output

export function table(headers: string[], rows: string[][], alignRight: boolean[] = []): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (alignRight[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
export const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The browser measured: CHROMIUM_PATH, else Debian's whole Chromium (the figures README gives), else the
 * headless shell `npm test` installs (scripts/find-browser.mjs), so a machine that ran the tests can bench.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(WHOLE_CHROMIUM) ? WHOLE_CHROMIUM : browserPath());

export const LIGHTHOUSE_RUNS = positiveInt(args['lighthouse-runs'], 3);

export const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
