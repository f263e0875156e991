import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, urlPathOf } from '../../contracts';
import { spawnBank } from '../../fake-bank/testing/spawn-bank';
import { catalogue, scenarioCatalogue } from '../../scenarios';
import { loadText } from './floor';
import { table } from './common';
import { cpuMsOf, serverBundle } from './load';

/** Section 5 of `npm run bench`: cold start of the server, new and with 10,000 stored sessions. */

/** Number of stored sessions the cold start is measured with. */
export const STORED_SESSIONS = 10_000;

/**
 * A SQLite file holding STORED_SESSIONS sessions as the server writes them: one per scenario made with the
 * bank's own store (each given a CSRF token), the rest copies of those rows under other ids.
 */
export async function storedSessionsFile(file: string): Promise<void> {
  const { SqliteSessionStore } = await import('../../fake-bank/store/sqlite-store');
  const { createBank } = await import('../../fake-bank/core/bank');
  const store = new SqliteSessionStore(file);
  const bank = createBank({ scenarios: scenarioCatalogue, store });
  const ids = [...catalogue.keys()];
  const csrf = urlPathOf(endpoints.csrfToken);
  const idOf = (i: number) => `bench-stored-${String(i).padStart(5, '0')}`;
  for (let i = 0; i < ids.length; i++) {
    const id = idOf(i);
    store.unitSync(id, () => {
      bank.resetSession(id, ids[i]!);
      bank.handle({
        sessionId: id,
        method: 'GET',
        path: csrf,
        query: {},
        body: {},
        csrfToken: undefined,
        lang: 'id',
      });
    });
  }
  await store.close();
  const { openDatabase } = await import('../../fake-bank/store/sqlite-driver');
  const db = openDatabase(file);
  const copy = db.prepare(
    `INSERT INTO fb_sessions (id, scenario_id, version, expired, meta, state, created_at, last_used_at)
     SELECT ?, scenario_id, version, expired, meta, state, created_at, last_used_at FROM fb_sessions WHERE id = ?`,
  );
  db.transaction(() => {
    for (let i = ids.length; i < STORED_SESSIONS; i++) copy.run(idOf(i), idOf(i % ids.length));
  })();
  db.close();
}

/**
 * Cold start: a server process from spawn to its first answer; the bundle `npm start` runs (built here with
 * `npm run build:server`) on a new database and on one holding STORED_SESSIONS sessions (then also to the
 * first bank answer of a stored session, read from the database), and the tsx loader `npm run dev` and the
 * tests use.
 */
export async function measureColdStart(): Promise<void> {
  console.log(
    `\n== Cold start of the server (spawn until it answers), new SQLite file or ${STORED_SESSIONS} stored sessions\n`,
  );
  const bundle = serverBundle();
  const dir = mkdtempSync(join(tmpdir(), 'fake-bank-cold-'));
  try {
    const stored = join(dir, 'stored.sqlite');
    const making = performance.now();
    await storedSessionsFile(stored);
    console.log(
      `${STORED_SESSIONS} stored sessions written in ${((performance.now() - making) / 1000).toFixed(1)} s`,
    );
    const runs: Array<{ label: string; entry?: string; storedFile?: string }> = [
      { label: 'tsx loader (npm run dev, tests), new file' },
    ];
    if (bundle) {
      runs.unshift(
        { label: 'bundle (npm start), new file', entry: bundle },
        { label: `bundle, ${STORED_SESSIONS} stored sessions`, entry: bundle, storedFile: stored },
      );
    }
    const rows: string[][] = [];
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const { label, entry, storedFile } of runs) {
      const times: string[] = [];
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const bank = await spawnBank({
          args: storedFile
            ? ['--state', storedFile]
            : ['--fresh', '--state', join(dir, `cold-${rows.length}-${i}.sqlite`)],
          bundle: entry,
        });
        // The server's own CPU time to that answer: what the start costs on an otherwise idle core.
        let time = `${seconds(performance.now() - t0)} (CPU ${seconds(cpuMsOf(bank.process.pid))})`;
        if (storedFile) {
          // A stored session's first call: read from the database, its scenario's seed built on demand.
          const session = `bench-stored-${String(i * 7919).padStart(5, '0')}`;
          const answer = await bank.request(urlPathOf(endpoints.csrfToken), { session });
          time += ` (stored session answered at ${seconds(performance.now() - t0)}, HTTP ${answer.status})`;
        }
        times.push(time);
        await bank.stop();
      }
      rows.push([label, ...times]);
    }
    console.log(table(['server', 'run 1', 'run 2', 'run 3'], rows, [false, true, true, true]));
    console.log(`target: <= 1 s to the first answer with the stored sessions; ${loadText()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
