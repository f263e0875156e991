import { CONTROL_BASE, controlJson, fetchTransport } from '../../../contracts/control-client';
import { pageIsLeaving } from './page-leaving';
import { toUtcIso } from '../../../contracts/dates-core';

/** Spec section 9: the reporter gives up after 10000 ms. */
export const REPORTER_TIMEOUT_MS = 10_000;
/** Where errors and non-2xx statuses go: the fake bank's collector unless the build names another. */
const toCollector = fetchTransport({
  base: import.meta.env.VITE_COLLECTOR_URL ?? `${CONTROL_BASE}/collector`,
  keepalive: true,
  timeoutMs: REPORTER_TIMEOUT_MS,
});

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
  const page = typeof location === 'undefined' ? '' : location.pathname;
  const sent = { ...event, page, at: toUtcIso(Date.now()) };
  controlJson(toCollector, { method: 'POST', path: '', body: sent }).catch(() => undefined);
}
