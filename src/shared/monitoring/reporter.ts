import { pageIsLeaving } from './page-leaving';

/** Where errors and non-2xx statuses go: the fake bank's collector unless the build names another. */
const COLLECTOR_URL: string = import.meta.env.VITE_COLLECTOR_URL ?? '/__fake-bank/collector';
/** Spec section 9: the reporter gives up after 10000 ms. */
export const REPORTER_TIMEOUT_MS = 10_000;

export type ReportEvent =
  | { type: 'http-status'; path: string; status: number }
  | { type: 'network-failure'; path: string; message: string }
  | { type: 'contract-mismatch'; path: string; issues: string }
  | { type: 'white-screen'; label: string }
  | { type: 'chunk-load-error'; message: string }
  | { type: 'render-error'; message: string };

/** Fire and forget: reporting must never break or slow the flow it reports on. */
export function report(event: ReportEvent): void {
  // What fails because the page goes away is not worth a report, and would outlive the demo's bank.
  if (pageIsLeaving()) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REPORTER_TIMEOUT_MS);
  const page = typeof location === 'undefined' ? '' : location.pathname;
  const body = JSON.stringify({ ...event, page, at: new Date().toISOString() });
  fetch(COLLECTOR_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    credentials: 'same-origin',
    keepalive: true,
    signal: controller.signal,
  })
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}
