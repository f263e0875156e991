import { formatNumber, formatRupiah } from '../../contracts/format';
import { toWibIso } from '../kernel/clock';
import { formatCalendarDate, isoToMs } from '../../contracts/dates';
import { DIFF_LIMIT, type DiffChange } from './snapshot-schemas';
import { HIDDEN_FIELDS, MONEY_NAMES, POINTS_FIELDS } from './diff-fields.data';

/**
 * What changed between two bank states (already redacted: decision 0032), for a person: one line per field
 * that differs, `credit.loans[0].principal`, its values readable (money as rupiah, points as points, dates as
 * dates), the clock first; secrets and bookkeeping left out unless asked (decision 0072).
 */

type Leaf = DiffChange['from'];

/** Fields that hold rupiah, by the last part of their name (not rates, counts, terms or days). */
const MONEY = /(amt|amount|balance|limit|principal|price|fee|cashback|sum|total|totle|spend|cap|facevalue)$/i;
const NOT_MONEY = /(rate|count|num|term|terms|days?|seconds|no|id)$/i;
/** Fields whose digits are a day (YYYYMMDD), an instant (YYYYMMDDHHmmss) or a month (YYYYMM). */
const DATED = /(date|day|time|at|month)$/i;

const dayText = (y: string, m: string, d: string) => formatCalendarDate(`${y}-${m}-${d}`, 'D MMM YYYY');
const monthText = (y: string, m: string) => formatCalendarDate(`${y}-${m}-01`, 'MMM YYYY');

/** An ISO instant as '21 Nov 2026 10:00 WIB' (the bank's clock is WIB). */
function instantText(iso: string): string | undefined {
  const ms = isoToMs(iso);
  if (!Number.isFinite(ms)) return undefined;
  const wib = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(toWibIso(ms));
  return wib ? `${dayText(wib[1]!, wib[2]!, wib[3]!)} ${wib[4]}:${wib[5]} WIB` : undefined;
}

/** A path with every list index as `[]`: `loyalty.lots[3].amount` is `loyalty.lots[].amount`. */
const patternOf = (path: string) => path.replace(/\[\d+\]/g, '[]');
/** The path is the pattern's field or lies below it. */
const under = (pattern: string, field: string) =>
  pattern === field || pattern.startsWith(`${field}.`) || pattern.startsWith(`${field}[`);

/** A secret or the bank's bookkeeping (diff-fields.data.ts), which a diff leaves out unless asked. */
export function hiddenKind(path: string): 'secret' | 'bookkeeping' | undefined {
  const pattern = patternOf(path);
  return HIDDEN_FIELDS.find((field) => under(pattern, field.path))?.kind;
}

const isWhole = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && /^-?\d+$/.test(value));

/**
 * A leaf as a person reads it: the field's name (and path) tells money, points and digit dates apart from
 * plain figures.
 */
export function readable(key: string, value: unknown, path: string = key): Leaf {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (isWhole(value) && POINTS_FIELDS.includes(patternOf(path))) {
    return `${formatNumber(Number(value), 'id')} points`;
  }
  if (isWhole(value) && (MONEY_NAMES.has(key) || (MONEY.test(key) && !NOT_MONEY.test(key)))) {
    return formatRupiah(value, 'id');
  }
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return JSON.stringify(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return instantText(value) ?? value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dayText(value.slice(0, 4), value.slice(5, 7), value.slice(8));
  if (DATED.test(key)) {
    const digits = /^(\d{4})(\d{2})(\d{2})?(\d{2})?(\d{2})?(\d{2})?$/.exec(value);
    if (digits && Number(digits[2]) >= 1 && Number(digits[2]) <= 12) {
      const [, y, m, d, hh, mm] = digits;
      if (!d) return monthText(y!, m!);
      const day = dayText(y!, m!, d);
      return hh && mm ? `${day} ${hh}:${mm} WIB` : day;
    }
  }
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isContainer = (value: unknown) => value !== null && typeof value === 'object';
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The path of a field: `a.b`, `a[0]`. */
const child = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

interface Walk {
  changes: DiffChange[];
  truncated: boolean;
  /** List secrets and bookkeeping too, each with its kind. */
  all: boolean;
  hidden: number;
}

function push(walk: Walk, path: string, key: string, from: unknown, to: unknown): void {
  const kind = hiddenKind(path);
  if (kind && !walk.all) {
    walk.hidden += 1;
    return;
  }
  if (walk.changes.length >= DIFF_LIMIT) {
    walk.truncated = true;
    return;
  }
  walk.changes.push({
    path,
    from: readable(key, from, path),
    to: readable(key, to, path),
    ...(kind ? { kind } : {}),
  });
}

/** Every leaf of a value only one side has, against null on the other. */
function oneSided(walk: Walk, path: string, key: string, value: unknown, side: 'from' | 'to'): void {
  if (!isContainer(value) || (Array.isArray(value) ? !value.length : !Object.keys(value).length)) {
    push(walk, path, key, side === 'from' ? value : null, side === 'to' ? value : null);
    return;
  }
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [name, item] of entries) {
    oneSided(walk, child(path, name), typeof name === 'number' ? key : name, item, side);
  }
}

/**
 * Two lists: what both begin and end with is the same (a row added at the top of a history shifts no
 * other row), the rows between are compared in order, and the rest were added or removed.
 */
function diffList(walk: Walk, path: string, key: string, from: unknown[], to: unknown[]): void {
  let head = 0;
  while (head < from.length && head < to.length && same(from[head], to[head])) head += 1;
  let tail = 0;
  while (
    tail < from.length - head &&
    tail < to.length - head &&
    same(from[from.length - 1 - tail], to[to.length - 1 - tail])
  ) {
    tail += 1;
  }
  const fromMiddle = from.length - head - tail;
  const toMiddle = to.length - head - tail;
  for (let i = 0; i < Math.max(fromMiddle, toMiddle); i += 1) {
    const at = child(path, head + i);
    if (i < fromMiddle && i < toMiddle) diffValue(walk, at, key, from[head + i], to[head + i]);
    else if (i < toMiddle) oneSided(walk, at, key, to[head + i], 'to');
    else oneSided(walk, at, key, from[head + i], 'from');
  }
}

function diffValue(walk: Walk, path: string, key: string, from: unknown, to: unknown): void {
  // Equal containers yield no change below: no serialising of every subtree at every level.
  if (from === to) return;
  if (Array.isArray(from) && Array.isArray(to)) return diffList(walk, path, key, from, to);
  if (isRecord(from) && isRecord(to)) {
    const keys = [...Object.keys(from), ...Object.keys(to).filter((name) => !(name in from))];
    for (const name of keys) {
      const at = child(path, name);
      if (!(name in to)) oneSided(walk, at, name, from[name], 'from');
      else if (!(name in from)) oneSided(walk, at, name, to[name], 'to');
      else diffValue(walk, at, name, from[name], to[name]);
    }
    return;
  }
  // A field that changed kind (a value became an object, null became a list): its leaves against null.
  if (isContainer(from) || isContainer(to)) {
    if (from !== null && from !== undefined) oneSided(walk, path, key, from, 'from');
    if (to !== null && to !== undefined) oneSided(walk, path, key, to, 'to');
    return;
  }
  push(walk, path, key, from, to);
}

/** What a diff is asked: the states' clocks, and whether secrets and bookkeeping are listed. */
export interface DiffOptions {
  /** The business clock of each side (ISO): a change of clock is the first line. */
  clocks?: { from: string; to: string };
  all?: boolean;
}

/**
 * The changes from one state to another, in the state's own order after the clock, at most DIFF_LIMIT of them;
 * `hidden` counts the secrets and bookkeeping left out.
 */
export function diffStates(
  from: Record<string, unknown>,
  to: Record<string, unknown>,
  options: DiffOptions = {},
): { changes: DiffChange[]; truncated?: true; hidden?: number } {
  const walk: Walk = { changes: [], truncated: false, all: options.all ?? false, hidden: 0 };
  if (options.clocks) {
    // To the minute, as the screens show it: a session's clock runs on by the second.
    const [was, is] = [options.clocks.from, options.clocks.to].map((clock) => readable('clock', clock));
    if (was !== is) walk.changes.push({ path: 'clock', from: was!, to: is! });
  }
  diffValue(walk, '', '', from, to);
  return {
    changes: walk.changes,
    ...(walk.truncated ? { truncated: true as const } : {}),
    ...(walk.hidden ? { hidden: walk.hidden } : {}),
  };
}
