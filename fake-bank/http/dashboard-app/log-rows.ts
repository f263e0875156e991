import { codeByValue } from '../../../contracts/codes';
import type { LogEntry } from '../../core/control-answers';

/** The parts of an X-Fake-Bank-Trace: "scenario=a; rule=b; change=c; clock=d". */
export function parseTrace(trace: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const piece of trace.split('; ')) {
    const eq = piece.indexOf('=');
    if (eq > 0) parts[piece.slice(0, eq)] = piece.slice(eq + 1);
  }
  return parts;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The envelope's ret_code, also of an answer the log cut (`{ truncated, preview }`: the code is near the
 * start of the preview), so a long answer's code shows instead of a dash.
 */
export function retCodeOf(response: unknown): string | undefined {
  if (!isRecord(response)) return undefined;
  if (typeof response.ret_code === 'string') return response.ret_code;
  if (response.truncated === true && typeof response.preview === 'string') {
    return /"ret_code"\s*:\s*"(\d+)"/.exec(response.preview)?.[1];
  }
  return undefined;
}

export type StatusKind = 'ok' | 'bad' | 'fault' | 'report';

/** What a row's status cell says: the HTTP status, the transport fault that replaced it, or a client report. */
export function statusOf(entry: LogEntry): { text: string; kind: StatusKind } {
  if (entry.method === 'REPORT') return { text: 'report', kind: 'report' };
  const fault = isRecord(entry.response) && isRecord(entry.response.fault) ? entry.response.fault : undefined;
  if (entry.status === 0 && fault) {
    const detail = fault.kind === 'http' ? ` ${typeof fault.status === 'number' ? fault.status : 500}` : '';
    return { text: `fault: ${String(fault.kind)}${detail}`, kind: 'fault' };
  }
  return { text: String(entry.status), kind: entry.status >= 200 && entry.status < 300 ? 'ok' : 'bad' };
}

export interface LogRow {
  key: string;
  /** 1 for the oldest call the log holds: the order calls arrived in, whatever the bank clock said. */
  seq: number;
  entry: LogEntry;
  scenario: string;
  rule: string;
  retCode?: string;
  /** The code's meaning from contracts/codes, for its tooltip. */
  meaning?: string;
  status: { text: string; kind: StatusKind };
}

/**
 * The log's rows, newest first as the bank keeps them (by arrival, not by the session clock, which a
 * tester moves back and forth).
 */
export function logRowsOf(entries: LogEntry[]): LogRow[] {
  return entries.map((entry, index) => {
    const trace = parseTrace(entry.trace);
    const retCode = retCodeOf(entry.response);
    const seq = entries.length - index;
    return {
      key: `${seq}|${entry.at}|${entry.path}`,
      seq,
      entry,
      scenario: trace.scenario ?? '',
      rule: [trace.rule, trace.change && trace.change !== 'none' ? trace.change : undefined]
        .filter(Boolean)
        .join(' · '),
      retCode,
      meaning: retCode ? codeByValue(retCode)?.meaning : undefined,
      status: statusOf(entry),
    };
  });
}

/** The CSRF token call the client retries quietly: no preset aims at it (issue 26). */
export const isQuietCall = (path: string) => path.includes('csrf_token/get');

/** Bank paths the session called, in the entries' order, each once: targets for a fault on "the next call". */
export function recentBankPaths(entries: LogEntry[]): string[] {
  const paths = entries
    .filter((e) => e.method !== 'REPORT' && !isQuietCall(e.path) && /^\/ifes/.test(e.path))
    .map((e) => e.path);
  return [...new Set(paths)];
}

/**
 * The bank calls of the screen's last load, in the order they arrived, each once. The client asks the CSRF
 * token first on every page load (spec section 7), so they are the calls after the newest token call (all the
 * log holds when it has none). The first is what the screen asked first, the call it waits for; the last is
 * often a secondary one whose failure the screen keeps quiet (issue 40).
 */
export function lastLoadPaths(entries: LogEntry[]): string[] {
  const token = entries.findIndex((e) => isQuietCall(e.path));
  return recentBankPaths((token < 0 ? entries : entries.slice(0, token)).toReversed());
}

/**
 * The calls since the session's scenario started: the newest ones of the current scenario, up to the first
 * of another (the bank's SQL stores keep a session's log across a reset; the memory store does not).
 */
export function sinceReset(entries: LogEntry[], scenario: string | undefined): LogEntry[] {
  if (!scenario) return entries;
  const other = entries.findIndex((e) => parseTrace(e.trace).scenario !== scenario);
  return other < 0 ? entries : entries.slice(0, other);
}
