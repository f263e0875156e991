import type { z } from 'zod/mini';
import { codeByValue, EnvelopeSchema, isSuccessCode, type AnyEndpoint } from '../../contracts';
import { wireOriginOf } from '../../contracts/wire-origin';
import type { DRIFT_KINDS } from './control-answers';
import { defOf, isPlainObject, optionOf, schemaAt, unwrapped } from './schema-walk';
import { toUtcIso } from '../../contracts/dates';

/**
 * Where a real bank differs from what this product expects (DESIGN section 4, `FAKE_BANK_UPSTREAM`): each answer
 * the upstream gives is read against the call's contract and the spec's words, and each difference is one
 * entry. Transport-free: the proxy (fake-bank/http/upstream.ts) hands over what came back.
 */
export type DriftKind = (typeof DRIFT_KINDS)[number];

export interface DriftFinding {
  /** The contract table's name of the call, or the path when it is none. */
  call: string;
  /** Where in the answer: `ret_data.LOAN_LIST[].REF_NBR`, `ret_code`, or '' for the whole answer. */
  path: string;
  kind: DriftKind;
  expected: string;
  got: string;
}

export interface DriftEntry extends DriftFinding {
  /** When it was last seen (ISO). */
  at: string;
  /** How often it was seen. */
  count: number;
}

const text = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
};
const kindOfValue = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** `ret_data.LIST[].KEY`: array indexes folded, so the same difference in every row is one entry. */
function pathText(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (at, key) => (typeof key === 'number' ? `${at}[]` : `${at}.${String(key)}`),
    'ret_data',
  );
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = data;
  for (const key of path) {
    if (!isPlainObject(value) && !Array.isArray(value)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Keys the answer carries that its schema does not know, at any depth. */
function unknownKeys(schema: z.core.$ZodType, data: unknown, at: PropertyKey[], out: string[]): void {
  const inner = unwrapped(schema);
  const def = defOf(inner);
  if (def.type === 'union') {
    const option = optionOf(inner, data);
    if (option) unknownKeys(option, data, at, out);
  } else if (def.type === 'array' && def.element && Array.isArray(data)) {
    for (const [index, item] of data.entries()) unknownKeys(def.element, item, [...at, index], out);
  } else if (def.type === 'object' && def.shape && isPlainObject(data)) {
    for (const [key, value] of Object.entries(data)) {
      const field = def.shape[key];
      if (field) unknownKeys(field, value, [...at, key], out);
      else out.push(pathText([...at, key]));
    }
  }
}

/** What differs in one success answer's ret_data from the call's contract. */
function dataFindings(call: string, endpoint: AnyEndpoint, data: unknown): DriftFinding[] {
  const findings: DriftFinding[] = [];
  const parsed = endpoint.response.safeParse(data);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const value = valueAt(data, issue.path);
    const field = issue.path.length ? schemaAt(endpoint.response, issue.path, data) : undefined;
    const path = pathText(issue.path);
    if (value === undefined && issue.code === 'invalid_type') {
      // In a call the spec implies without naming (endpoint.assumed) every key is an assumption.
      const assumed = !!endpoint.assumed || (field && wireOriginOf(field)?.['x-assumed']);
      findings.push({
        call,
        path,
        kind: assumed ? 'assumed-absent' : 'missing',
        expected: issue.expected,
        got: 'absent',
      });
    } else if (issue.code === 'invalid_type') {
      findings.push({ call, path, kind: 'type', expected: issue.expected, got: kindOfValue(value) });
    } else {
      // A spelling pair with neither spelling is one absent field (spelledEither's check on the object).
      const kind = issue.code === 'custom' && /is required$/.test(issue.message) ? 'missing' : 'format';
      findings.push({ call, path, kind, expected: issue.message, got: text(value) });
    }
  }
  const unknown: string[] = [];
  unknownKeys(endpoint.response, data, [], unknown);
  for (const path of new Set(unknown)) {
    findings.push({
      call,
      path,
      kind: 'unknown-field',
      expected: 'a key of the contract',
      got: path.split('.').pop()!,
    });
  }
  return findings;
}

/**
 * What differs in one answer of the upstream: its status, its envelope, its code, and for a success its
 * data against the call's contract. An empty list: the answer is as the product expects.
 */
export function driftOf(
  call: string,
  endpoint: AnyEndpoint | undefined,
  status: number,
  body: string,
): DriftFinding[] {
  const findings: DriftFinding[] = [];
  if (status < 200 || status > 299) {
    findings.push({ call, path: '', kind: 'http-status', expected: '2xx', got: String(status) });
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    findings.push({ call, path: '', kind: 'not-json', expected: 'a JSON envelope', got: text(body) });
    return findings;
  }
  const envelope = EnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    findings.push({
      call,
      path: '',
      kind: 'not-envelope',
      expected: 'ret_code, ret_msg, ret_data',
      got: text(json),
    });
    return findings;
  }
  const code = envelope.data.ret_code;
  if (!isSuccessCode(code)) {
    if (!codeByValue(code)) {
      findings.push({
        call,
        path: 'ret_code',
        kind: 'unknown-code',
        expected: 'a code of contracts/codes',
        got: code,
      });
    }
    return findings;
  }
  return endpoint ? [...findings, ...dataFindings(call, endpoint, envelope.data.ret_data)] : findings;
}

/** The differences seen, each once (with how often and when last), the newest first; at most `limit`. */
export class DriftLog {
  private readonly seen = new Map<string, DriftEntry>();

  constructor(private readonly limit = 500) {}

  record(findings: readonly DriftFinding[], at: number): void {
    for (const finding of findings) {
      const key = JSON.stringify([finding.call, finding.path, finding.kind, finding.expected, finding.got]);
      const entry = this.seen.get(key);
      this.seen.delete(key);
      this.seen.set(key, { ...finding, at: toUtcIso(at), count: (entry?.count ?? 0) + 1 });
      if (this.seen.size > this.limit) this.seen.delete(this.seen.keys().next().value!);
    }
  }

  entries(): DriftEntry[] {
    return [...this.seen.values()].reverse();
  }

  clear(): void {
    this.seen.clear();
  }
}
