import { type BankState } from '../model/bank-state';
import type { Bank } from './bank';
import { controlIssuesText } from '../kernel/control-issues';
import {
  DiffQuerySchema,
  SnapshotCreateBodySchema,
  SnapshotIdSchema,
  SnapshotSessionBodySchema,
} from '../snapshots/snapshot-schemas';
import { redactState } from './redaction';
import {
  fileOf,
  importedTitle,
  linkOf,
  newSnapshotId,
  recordOfFile,
  secretFreeState,
} from '../snapshots/snapshot-files';
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
import { toUtcIso } from '../../contracts/dates';

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

const created = (head: SnapshotHead) => ({
  id: head.id,
  title: head.title,
  createdAt: head.createdAt,
  link: linkOf(head),
});

const badRequest = (error: string): Answer => ({ status: 400, body: { error } });
const notFound = (error: string): Answer => ({ status: 404, body: { error } });
const unknownSnapshot = (id: string) =>
  notFound(`Unknown snapshot ${id}. GET /__fake-bank/snapshots lists them; see /__fake-bank/.`);

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
      const record = recordOfFile(body, Date.now(), bank.catalogue);
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
          createdAt: toUtcIso(Date.now()),
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
