import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, urlPathOf } from '../../contracts';
import { freePort, testBank } from '../testing/bank-driver';
import type { SnapshotRecord, SnapshotStore } from '../snapshots/snapshot-store';
import { PgSessionStore } from './pg-store';
import { SqliteSessionStore } from './sqlite-store';

/** The same contract on both databases: saved, listed newest first, read, deleted, kept across a reopen. */
const record = (id: string, createdAt: string, extra: Partial<SnapshotRecord> = {}): SnapshotRecord => ({
  id,
  title: `Snapshot ${id}`,
  createdAt,
  clock: '2026-11-24T10:00:00+07:00',
  scenario: 'repay.bill',
  path: '/repayment',
  state: JSON.stringify({ customer: { name: id } }),
  ...extra,
});

type Store = SnapshotStore & { close(): Promise<void> };

/** The dashboard's log after a reset shows the new scenario's calls only, on both databases as in memory. */
function logContract(name: string, open: () => Promise<PgSessionStore | SqliteSessionStore>) {
  describe(`the call log in ${name}`, () => {
    it('a reset leaves no call of the session before it', async () => {
      const store = await open();
      const bank = testBank({ store });
      const id = `log-${name.toLowerCase()}`;
      const call = () =>
        store.unit(id, () =>
          bank.handle({
            sessionId: id,
            method: 'GET',
            path: urlPathOf(endpoints.csrfToken),
            query: {},
            body: undefined,
            csrfToken: undefined,
            lang: 'id',
          }),
        );
      await store.unit(id, () => bank.resetSession(id, 'apply.can-apply'));
      await call();
      await call();
      expect(await store.readLog(id)).toHaveLength(2);
      await store.unit(id, () => bank.resetSession(id, 'apply.can-apply'));
      expect(await store.readLog(id)).toEqual([]);
      await call();
      expect(await store.readLog(id)).toHaveLength(1);
      await store.close();
    });
  });
}

function contract(name: string, open: () => Promise<Store>) {
  describe(`snapshots in ${name}`, () => {
    it('keeps, lists newest first, reads, deletes, and still has them after a reopen', async () => {
      const store = await open();
      await store.saveSnapshot(record('older000001', '2026-11-27T08:00:00.000Z'));
      await store.saveSnapshot(record('newer000001', '2026-11-27T09:00:00.000Z', { scenario: undefined }));
      expect((await store.listSnapshots()).map((s) => s.id)).toEqual(['newer000001', 'older000001']);
      expect(await store.listSnapshots()).toContainEqual({
        id: 'older000001',
        title: 'Snapshot older000001',
        createdAt: '2026-11-27T08:00:00.000Z',
        clock: '2026-11-24T10:00:00+07:00',
        scenario: 'repay.bill',
        path: '/repayment',
      });
      expect(await store.getSnapshot('older000001')).toEqual(
        record('older000001', '2026-11-27T08:00:00.000Z'),
      );
      expect(await store.getSnapshot('nothere00001')).toBeUndefined();
      await store.close();

      const again = await open();
      expect((await again.getSnapshot('newer000001'))?.state).toBe(
        JSON.stringify({ customer: { name: 'newer000001' } }),
      );
      expect(await again.deleteSnapshot('newer000001')).toBe(true);
      expect(await again.deleteSnapshot('newer000001')).toBe(false);
      expect((await again.listSnapshots()).map((s) => s.id)).toEqual(['older000001']);
      await again.close();
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'fake-bank-snapshots-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
contract('SQLite', async () => new SqliteSessionStore(join(dir, 'bank.sqlite')));
logContract('SQLite', async () => new SqliteSessionStore(join(dir, 'log.sqlite')));

let db: PGlite;
let server: PGLiteSocketServer;
let url = '';
beforeAll(async () => {
  db = await PGlite.create();
  const port = await freePort();
  server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 10 });
  await server.start();
  url = `postgres://postgres@127.0.0.1:${port}/postgres`;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await db?.close();
});
contract('PostgreSQL', () => PgSessionStore.connect(url));
logContract('PostgreSQL', () => PgSessionStore.connect(url));

describe('--fresh on PostgreSQL', () => {
  it('starts with no snapshots, as a new SQLite file does', async () => {
    const store = await PgSessionStore.connect(url);
    await store.saveSnapshot(record('fresh0000001', '2026-11-27T10:00:00.000Z'));
    await store.clear();
    expect(await store.listSnapshots()).toEqual([]);
    await store.close();
  });
});
