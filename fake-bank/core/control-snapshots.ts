import { z } from 'zod';
import { BankStateSchema, type BankState } from '../state/bank-state';
import { SEEDED_SECRET } from '../state/security';
import { maskPersonalData } from '../state/onboarding-personal';
import type { Bank } from './bank';
import { isServedTime } from '../kernel/clock';
import { controlIssuesText } from './control-issues';
import {
  DiffQuerySchema,
  SNAPSHOT_FORMAT,
  SnapshotCreateBodySchema,
  SnapshotIdSchema,
  SnapshotImportBodySchema,
  SnapshotSessionBodySchema,
  type SnapshotFile,
} from './control-snapshot-schemas';
import { redactState } from './redaction';
import { isSessionId } from '../kernel/session-id';
import { diffStates } from '../snapshots/state-diff';
import {
  MemorySnapshotStore,
  headOf,
  isSnapshotStore,
  type SnapshotHead,
  type SnapshotRecord,
  type SnapshotStore,
} from '../snapshots/snapshot-store';

/**
 * Snapshots and diff on the control surface (decision 0044), transport-free like control.ts: save the
 * caller's session, import a file, list, get, delete, open one in the caller's session, compare two states.
 */

interface Call {
  method: string;
  path: string;
  body: unknown;
  query?: Record<string, unknown>;
  session: () => { id: string; known: boolean };
}
interface Answer {
  status: number;
  body?: unknown;
}

const fallbacks = new WeakMap<Bank, MemorySnapshotStore>();

/** The bank's store when it keeps snapshots (SQLite, PostgreSQL), else one in memory for this bank. */
export function snapshotStoreOf(bank: Bank): SnapshotStore {
  if (isSnapshotStore(bank.store)) return bank.store;
  let memory = fallbacks.get(bank);
  if (!memory) fallbacks.set(bank, (memory = new MemorySnapshotStore()));
  return memory;
}

/** 12 lowercase letters and digits from Web Crypto (the core runs in the browser demo too). */
function newSnapshotId(): string {
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

const created = (head: SnapshotHead) => ({
  id: head.id,
  title: head.title,
  createdAt: head.createdAt,
  link: linkOf(head),
});

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

const badRequest = (error: string): Answer => ({ status: 400, body: { error } });
const notFound = (error: string): Answer => ({ status: 404, body: { error } });
const unknownSnapshot = (id: string) =>
  notFound(`Unknown snapshot ${id}. GET /__fake-bank/snapshots lists them; see /__fake-bank/.`);

/** The first issue of a check, its path under `at` (the state's own, for a file: state.credit...). */
function firstIssue(error: z.ZodError, at: string[] = []): string {
  const [issue] = error.issues;
  if (!issue) return 'body: is not valid';
  return controlIssuesText(new z.ZodError([{ ...issue, path: [...at, ...issue.path] }]));
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
  now: Date,
  catalogue: ReadonlyMap<string, unknown>,
): SnapshotRecord | string {
  const format = (body as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && Number.isInteger(format) && format !== SNAPSHOT_FORMAT) {
    return formatRefusal(format);
  }
  const file = SnapshotImportBodySchema.safeParse(body);
  if (!file.success) return firstIssue(file.error);
  if (!isServedTime(Date.parse(file.data.clock))) {
    return 'clock: must be an instant within the years the bank serves, 2000-01-01 to 2099-12-31 (WIB)';
  }
  const state = BankStateSchema.safeParse(file.data.state);
  if (!state.success) return firstIssue(state.error, ['state']);
  return {
    id: newSnapshotId(),
    title: file.data.title,
    createdAt: now.toISOString(),
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

/** Puts a copy of the snapshot in session `id`: its state and clock, the scenario it began in (or the default). */
function openSnapshot(bank: Bank, id: string, record: SnapshotRecord) {
  const scenario =
    record.scenario && bank.catalogue.has(record.scenario) ? record.scenario : bank.scenarios.defaultId;
  const session = bank.resetSession(id, scenario);
  session.state = JSON.parse(record.state) as BankState;
  // Polled calls answer at once: the snapshot holds the state, not a count of "processing" answers.
  session.polls = {};
  session.faults = [];
  bank.setClock(id, { date: record.clock });
  bank.changed(session);
  return { session: id, scenario, clock: bank.describeClock(session), snapshot: record.id };
}

/** The snapshot an id from outside names (a link, a ref, a path), or undefined: a malformed id is none. */
async function findSnapshot(bank: Bank, id: string): Promise<SnapshotRecord | undefined> {
  return SnapshotIdSchema.safeParse(id).success ? snapshotStoreOf(bank).getSnapshot(id) : undefined;
}

/** Opens a snapshot in the caller's session: the `?snapshot=` link and `POST /session { snapshot }`. */
export async function openSnapshotIn(
  bank: Bank,
  sessionId: string,
  snapshotId: string,
): Promise<ReturnType<typeof openSnapshot> | undefined> {
  const record = await findSnapshot(bank, snapshotId);
  if (!record) return undefined;
  return bank.store.unit(sessionId, () => openSnapshot(bank, sessionId, record));
}

/** A diff ref's state, redacted as every view is (decision 0032), and its business clock; or why there is none. */
async function stateOfRef(
  bank: Bank,
  ref: string,
): Promise<{ state: Record<string, unknown>; clock: string } | { refused: Answer }> {
  const colon = ref.indexOf(':');
  const kind = ref.slice(0, colon);
  const id = ref.slice(colon + 1);
  if (kind === 'scenario') {
    const scenario = bank.catalogue.get(id);
    if (!scenario)
      return { refused: notFound(`Unknown scenario ${id}. GET /__fake-bank/scenarios lists them.`) };
    return {
      state: redactState(bank.scenarios.seedStateOf(scenario)),
      clock: bank.scenarios.clockOf(scenario),
    };
  }
  if (kind === 'snapshot') {
    const record = await findSnapshot(bank, id);
    if (!record) return { refused: unknownSnapshot(id) };
    return { state: redactState(JSON.parse(record.state) as BankState), clock: record.clock };
  }
  // Another session of this bank: read, never made (an unknown id is not started).
  const noSession = { refused: notFound(`No session ${id}. GET /__fake-bank/sessions lists them.`) };
  if (!isSessionId(id)) return noSession;
  const seen = await bank.store.unit(id, () => {
    const session = bank.store.get(id);
    return session && { state: redactState(session.state), clock: bank.describeClock(session) };
  });
  return seen ?? noSession;
}

/** Answers one snapshot or diff call, or undefined when the path is none of them. */
export async function answerSnapshots(bank: Bank, call: Call): Promise<Answer | undefined> {
  const method = call.method === 'HEAD' ? 'GET' : call.method;
  const path = call.path.length > 1 ? call.path.replace(/\/$/, '') : call.path;
  const store = snapshotStoreOf(bank);

  if (method === 'POST' && path === '/session') {
    const asked = call.body as { snapshot?: unknown } | null;
    if (!asked || typeof asked !== 'object' || !('snapshot' in asked)) return undefined;
    const body = SnapshotSessionBodySchema.safeParse(call.body);
    if (!body.success) return badRequest(controlIssuesText(body.error));
    const opened = await openSnapshotIn(bank, call.session().id, body.data.snapshot);
    return opened ? { status: 200, body: opened } : unknownSnapshot(body.data.snapshot);
  }

  if (method === 'GET' && path === '/snapshots') {
    return {
      status: 200,
      body: (await store.listSnapshots()).map((head) => ({
        ...created(head),
        clock: head.clock,
        ...(head.scenario ? { scenario: head.scenario } : {}),
      })),
    };
  }

  if (method === 'POST' && path === '/snapshots') {
    const body = call.body;
    // A saved file carries its state: an import. Anything else saves the caller's session.
    const isFile = !!body && typeof body === 'object' && ('state' in body || 'format' in body);
    if (isFile) {
      const record = recordOfFile(body, new Date(), bank.catalogue);
      if (typeof record === 'string') return badRequest(record);
      record.title = importedTitle(
        record.title,
        (await store.listSnapshots()).map((head) => head.title),
      );
      await store.saveSnapshot(record);
      return { status: 201, body: created(headOf(record)) };
    }
    const input = SnapshotCreateBodySchema.safeParse(body ?? {});
    if (!input.success) return badRequest(controlIssuesText(input.error));
    const { id: sessionId, known } = call.session();
    const record = await bank.store.unit(
      sessionId,
      (): SnapshotRecord => {
        const session = bank.ensureSession(sessionId);
        const clock = bank.describeClock(session);
        const scenario = bank.catalogue.get(session.scenarioId);
        return {
          id: newSnapshotId(),
          title:
            input.data.title ??
            `${scenario?.title ?? session.scenarioId}, ${clock.slice(0, 16).replace('T', ' ')} WIB`,
          createdAt: new Date().toISOString(),
          clock,
          scenario: session.scenarioId,
          path: input.data.path ?? '/',
          state: JSON.stringify(secretFreeState(session.state)),
        };
      },
      { known },
    );
    await store.saveSnapshot(record);
    return { status: 201, body: created(headOf(record)) };
  }

  const one = /^\/snapshots\/([^/]+)$/.exec(path);
  if (one && (method === 'GET' || method === 'DELETE')) {
    const id = decodeURIComponent(one[1]!);
    if (!SnapshotIdSchema.safeParse(id).success) return unknownSnapshot(id);
    if (method === 'DELETE') return (await store.deleteSnapshot(id)) ? { status: 204 } : unknownSnapshot(id);
    const record = await store.getSnapshot(id);
    return record ? { status: 200, body: fileOf(record) } : unknownSnapshot(id);
  }

  if (method === 'GET' && path === '/diff') {
    const query = DiffQuerySchema.safeParse(call.query ?? {});
    if (!query.success) return badRequest(controlIssuesText(query.error));
    const from = await stateOfRef(bank, query.data.from);
    if ('refused' in from) return from.refused;
    const to = await stateOfRef(bank, query.data.to);
    if ('refused' in to) return to.refused;
    return {
      status: 200,
      body: {
        from: query.data.from,
        to: query.data.to,
        ...diffStates(from.state, to.state, {
          clocks: { from: from.clock, to: to.clock },
          all: query.data.all === 'true',
        }),
      },
    };
  }

  return undefined;
}
