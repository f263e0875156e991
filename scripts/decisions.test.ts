import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The decision records keep the form docs/decisions/README.md gives: a title, a Status and a Date under it,
// and a change of direction as a later record named by the earlier one's Status, never as an edit of it.
const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
const RECORD_FILE = /^(\d{4})-.+\.md$/;
const RECORD_NAME = /^\d{4}-[a-z0-9-]+\.md$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HEADER_KEYS = ['Status', 'Date', 'Amended in place', 'See also'] as const;
const AMENDED_NOTE = ' (before records were superseded rather than rewritten; git log has the changes)';
const CLAUSE =
  /^(?:superseded by (\d{4})|superseded in part by (\d{4}) \([^();]+\)|amended by (\d{4})(?: \([^();]+\))?)$/;
const SEE_ALSO = /^\d{4} \([^();]+\)(?:; \d{4} \([^();]+\))*$/;

interface DecisionRecord {
  file: string;
  number: string;
  /** The first line as written, for the messages. */
  firstLine: string;
  title: string | undefined;
  /** The lines between the title's blank line and the next blank line, by their key. */
  header: Map<string, string>;
  headerProblems: string[];
}

function readRecord(file: string, number: string): DecisionRecord {
  const lines = readFileSync(join(DIR, file), 'utf8').split('\n');
  const title = new RegExp(`^# ${Number(number)}\\. (\\S.*)$`).exec(lines[0] ?? '')?.[1];
  const header = new Map<string, string>();
  const headerProblems: string[] = [];
  if (lines[1] !== '') headerProblems.push('no blank line under the title');
  const blank = lines.indexOf('', 2);
  for (const line of lines.slice(2, blank === -1 ? lines.length : blank)) {
    const key = HEADER_KEYS.find((name) => line.startsWith(`${name}: `));
    if (!key) headerProblems.push(`a line under the title that is not ${HEADER_KEYS.join(', ')}: "${line}"`);
    else if (header.has(key)) headerProblems.push(`two ${key} lines`);
    else header.set(key, line.slice(key.length + 2));
  }
  const order = [...header.keys()];
  const expected = HEADER_KEYS.filter((key) => header.has(key));
  if (order.join() !== expected.join()) headerProblems.push(`header lines in the order ${order.join(', ')}`);
  return { file, number, firstLine: lines[0] ?? '', title, header, headerProblems };
}

const records = readdirSync(DIR)
  .flatMap((file) => {
    const number = RECORD_FILE.exec(file)?.[1];
    return number ? [readRecord(file, number)] : [];
  })
  .sort((a, b) => a.number.localeCompare(b.number));
const byNumber = new Map(records.map((record) => [record.number, record]));

function isDay(text: string): boolean {
  return DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

/** The records a Status names, or a problem with its form. */
function statusTargets(status: string): string[] | string {
  if (status === 'accepted') return [];
  const clauses = status.split('; ');
  const targets: string[] = [];
  for (const clause of clauses) {
    const match = CLAUSE.exec(clause);
    if (!match) return `"${clause}" is none of the forms README.md allows`;
    if (match[1] && clauses.length > 1) return 'a record superseded whole is not superseded in part too';
    targets.push((match[1] ?? match[2] ?? match[3]) as string);
  }
  return targets;
}

function statusProblems(record: DecisionRecord, status: string, date: string): string[] {
  const targets = statusTargets(status);
  if (typeof targets === 'string') return [targets];
  return targets.flatMap((target) => {
    const later = byNumber.get(target);
    if (!later) return [`Status names ${target}, which does not exist`];
    if (target <= record.number) return [`Status names ${target}, which is not a later record`];
    const laterDate = later.header.get('Date') ?? '';
    // A later record without a Date is reported as its own problem.
    return laterDate && laterDate < date
      ? [`Status names ${target}, dated ${laterDate}, before this one`]
      : [];
  });
}

function problemsOf(record: DecisionRecord): string[] {
  const problems = [...record.headerProblems];
  if (!RECORD_NAME.test(record.file)) problems.push('file name is not NNNN-lowercase-words.md');
  if (!record.title)
    problems.push(`first line "${record.firstLine}" is not "# ${Number(record.number)}. Title"`);
  const status = record.header.get('Status');
  const date = record.header.get('Date');
  if (status === undefined) problems.push('no Status line');
  if (date === undefined || !isDay(date)) problems.push(`no "Date: YYYY-MM-DD" line (${date ?? 'none'})`);
  if (status !== undefined && date !== undefined) problems.push(...statusProblems(record, status, date));
  const amended = record.header.get('Amended in place');
  if (amended !== undefined) {
    const days = amended.endsWith(AMENDED_NOTE) ? amended.slice(0, -AMENDED_NOTE.length).split(', ') : [];
    const inOrder = days.every((day, i) => isDay(day) && day >= ([date, ...days][i] ?? ''));
    if (days.length === 0 || !inOrder) problems.push(`Amended in place "${amended}" is not dates after Date`);
  }
  const seeAlso = record.header.get('See also');
  if (seeAlso !== undefined) {
    if (!SEE_ALSO.test(seeAlso)) problems.push(`See also "${seeAlso}" is not "NNNN (why); NNNN (why)"`);
    for (const other of seeAlso.match(/\b\d{4}\b/g) ?? []) {
      if (!byNumber.has(other) || other === record.number) problems.push(`See also names ${other}`);
    }
  }
  return problems.map((problem) => `${record.file}: ${problem}`);
}

/** A row of the index as written; a record's expected row has the same keys. */
type IndexRow = Record<'number' | 'file' | 'title' | 'status' | 'date', string | undefined>;

function indexRows(): IndexRow[] {
  const readme = join(DIR, 'README.md');
  if (!existsSync(readme)) return [];
  return readFileSync(readme, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const link = /^\[(\d{4})\]\(([^)]+)\)$/.exec(cells[1] ?? '');
      if (!line.startsWith('|') || !link) return [];
      return [{ number: link[1], file: link[2], title: cells[2], status: cells[3], date: cells[4] }];
    });
}

describe('decision records', () => {
  it('has records to read', () => {
    expect(records.length).toBeGreaterThan(60);
  });

  it('each starts "# N. Title", then Status and Date lines of the allowed forms, naming later records', () => {
    expect(records.flatMap(problemsOf)).toEqual([]);
  });

  it('the index in README.md lists every record once, in order, with its title, status and date', () => {
    const rows = indexRows();
    const expected = records.map((record): IndexRow => ({
      number: record.number,
      file: record.file,
      title: record.title,
      status: record.header.get('Status'),
      date: record.header.get('Date'),
    }));
    expect(rows).toEqual(expected);
  });
});
