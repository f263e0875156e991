import { z } from 'zod/mini';
import { BankStateSchema, type BankState } from '../model/bank-state';
import { SEEDED_SECRET } from '../model/security';
import { maskPersonalData } from '../model/onboarding-personal';
import { isServedTime } from '../kernel/clock';
import { controlIssuesText } from '../kernel/control-issues';
import { SNAPSHOT_FORMAT, SnapshotImportBodySchema, type SnapshotFile } from './snapshot-schemas';
import type { SnapshotHead, SnapshotRecord } from './snapshot-store';
import { isoToMs, toUtcIso } from '../../contracts/dates';

/**
 * A snapshot as a file and as a record (decision 0044): the state without its secrets, the file to save,
 * a saved file checked and made a record, its link and its title. The control surface (core/control-snapshots.ts)
 * and the snapshot scenarios (snapshot-scenarios.ts) both use them.
 */

/** 12 lowercase letters and digits from Web Crypto (the core runs in the browser demo too). */
export function newSnapshotId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * A state with no secret in it, as a snapshot keeps it: no session key (tokens are keyed anew), no RSA pair
 * (made again on the first factor), a PIN or password the tester set becomes the seeded one (SEEDED_PIN,
 * SEEDED_LOGIN_PASSWORD: documented, public), the idempotency ledger keeps no request text, and a NIK or
 * mother's name still in clear (a row or file from before issue 39) is masked with its digest. The digests'
 * key is the bank's, never in the file.
 */
export function secretFreeState(state: BankState): BankState {
  const copy = structuredClone(state);
  maskPersonalData(copy.onboarding);
  delete copy.security.key;
  copy.security.rsa = null;
  const seeded = (secret: BankState['security']['pin']) =>
    secret && !('kdf' in secret && secret.kdf === 'seeded') ? SEEDED_SECRET : secret;
  copy.security.pin = seeded(copy.security.pin);
  copy.security.loginPassword = seeded(copy.security.loginPassword);
  for (const entry of Object.values(copy.idempotency)) delete entry.request;
  return copy;
}

/** The link that opens a snapshot: its route with `?snapshot=<id>` (after any query the route has). */
export function linkOf(head: Pick<SnapshotHead, 'id' | 'path'>): string {
  return `${head.path}${head.path.includes('?') ? '&' : '?'}snapshot=${head.id}`;
}

/** The file `GET /snapshots/<id>` answers: what to save, commit, or import again. */
export function fileOf(record: SnapshotRecord): SnapshotFile {
  return {
    format: SNAPSHOT_FORMAT,
    id: record.id,
    title: record.title,
    createdAt: record.createdAt,
    clock: record.clock,
    ...(record.scenario ? { scenario: record.scenario } : {}),
    path: record.path,
    state: JSON.parse(record.state) as Record<string, unknown>,
  };
}

/** The first issue of a check, its path under `at` (the state's own, for a file: state.credit...). */
export function firstIssue(error: z.core.$ZodError, at: string[] = []): string {
  const [issue] = error.issues;
  if (!issue) return 'body: is not valid';
  return controlIssuesText(new z.core.$ZodError([{ ...issue, path: [...at, ...issue.path] }]));
}

/** Why a file of another format cannot be read, in words (no older format exists yet to migrate from). */
function formatRefusal(format: number): string {
  const which =
    format < SNAPSHOT_FORMAT
      ? `older than any this bank reads (it reads format ${SNAPSHOT_FORMAT}); no migration exists from it`
      : `newer than this bank (it reads format ${SNAPSHOT_FORMAT}): update the bank`;
  return `format: ${format} is ${which}. Nothing was stored.`;
}

/**
 * A saved file checked and made a record, or the words of its first issue: the format first, then the
 * file's fields, then its state against the bank's state schema (the path names the field in the file).
 */
export function recordOfFile(
  body: unknown,
  now: number,
  catalogue: ReadonlyMap<string, unknown>,
): SnapshotRecord | string {
  const format = (body as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && Number.isInteger(format) && format !== SNAPSHOT_FORMAT) {
    return formatRefusal(format);
  }
  const file = SnapshotImportBodySchema.safeParse(body);
  if (!file.success) return firstIssue(file.error);
  if (!isServedTime(isoToMs(file.data.clock))) {
    return 'clock: must be an instant within the years the bank serves, 2000-01-01 to 2099-12-31 (WIB)';
  }
  const state = BankStateSchema.safeParse(file.data.state);
  if (!state.success) return firstIssue(state.error, ['state']);
  return {
    id: newSnapshotId(),
    title: file.data.title,
    createdAt: toUtcIso(now),
    clock: file.data.clock,
    ...(file.data.scenario && catalogue.has(file.data.scenario) ? { scenario: file.data.scenario } : {}),
    path: file.data.path ?? '/',
    state: JSON.stringify(secretFreeState(state.data as BankState)),
  };
}

/** Longest snapshot title (SnapshotCreateBodySchema's). */
const TITLE_MAX = 120;

/**
 * An imported file's title, told apart from the snapshot it was saved from (issue 40): the same title gets
 * ' (imported)', then ' (imported 2)'..., so the list never shows two rows alike.
 */
export function importedTitle(title: string, taken: readonly string[]): string {
  if (!taken.includes(title)) return title;
  for (let n = 1; ; n += 1) {
    const mark = n === 1 ? ' (imported)' : ` (imported ${n})`;
    const candidate = `${title.slice(0, TITLE_MAX - mark.length).trimEnd()}${mark}`;
    if (!taken.includes(candidate)) return candidate;
  }
}
