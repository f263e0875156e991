import type { Connection } from './sqlite-driver';
import type { SessionRow, UnitWrite } from './sql-store';
import type { SnapshotRow } from './snapshot-rows';

/** The SQLite store's tables and statements (sqlite-store.ts runs them). */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS fb_sessions (
  id TEXT PRIMARY KEY,
  scenario_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  expired INTEGER NOT NULL DEFAULT 0,
  meta TEXT NOT NULL,
  state TEXT,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS fb_sessions_last_used ON fb_sessions (last_used_at);
CREATE TABLE IF NOT EXISTS fb_call_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id TEXT NOT NULL,
  entry TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS fb_call_log_session ON fb_call_log (session_id, seq);
CREATE TABLE IF NOT EXISTS fb_snapshots (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  clock TEXT NOT NULL,
  scenario_id TEXT,
  path TEXT NOT NULL,
  state TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS fb_snapshots_created ON fb_snapshots (created_at);
CREATE TABLE IF NOT EXISTS fb_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/**
 * A unit's row, new or replacing the one it had. `use`: last_used_at too; otherwise an existing row keeps
 * it, and its index stays as it is (written at most once a minute, decision 0064).
 */
const upsertSql = (use: boolean) =>
  `INSERT INTO fb_sessions (id, scenario_id, version, expired, meta, state, created_at, last_used_at)
   VALUES (@id, @scenarioId, @version, 0, @meta, @state, @createdAt, @now)
   ON CONFLICT (id) DO UPDATE SET scenario_id = excluded.scenario_id, version = excluded.version,
     expired = 0, meta = excluded.meta,
     state = CASE WHEN @keep THEN fb_sessions.state ELSE excluded.state END${
       use ? ', last_used_at = excluded.last_used_at' : ''
     }`;

/**
 * The fast path's write: the row as this process last wrote or read it (`@worked`), or nothing (another
 * process wrote in between). One statement, in the turn's group (openGroup) or its own transaction.
 */
const updateSql = (use: boolean) =>
  `UPDATE fb_sessions SET scenario_id = @scenarioId, version = @version, meta = @meta,
     state = CASE WHEN @keep THEN state ELSE @state END${use ? ', last_used_at = @now' : ''}
   WHERE id = @id AND version = @worked AND expired = 0`;

/** A row's values for upsertSql and updateSql: `keep` when only the meta changed (no state to write). */
export const rowValues = (row: NonNullable<UnitWrite['row']>) => ({
  ...row,
  state: row.state ?? null,
  keep: row.state === undefined ? 1 : 0,
});

/** Every statement the store runs, prepared once on its connection. */
export function prepareStatements(db: Connection) {
  return {
    begin: db.prepare('BEGIN IMMEDIATE'),
    rollback: db.prepare('ROLLBACK'),
    dataVersion: db.prepare('PRAGMA data_version').pluck(),
    version: db.prepare<[string], number>('SELECT version FROM fb_sessions WHERE id = ?').pluck(),
    commit: db.prepare('COMMIT'),
    // The state only when the caller's cached copy is stale (NULL then means the scenario's seed).
    head: db.prepare<{ version: number; id: string }, SessionRow>(
      `SELECT id, scenario_id, version, expired, meta, last_used_at,
              CASE WHEN version <> @version THEN state END AS state, (version <> @version) AS stale
         FROM fb_sessions WHERE id = @id`,
    ),
    upsert: db.prepare(upsertSql(true)),
    upsertKeepingUse: db.prepare(upsertSql(false)),
    update: db.prepare(updateSql(false)),
    updateAndUse: db.prepare(updateSql(true)),
    touch: db.prepare('UPDATE fb_sessions SET last_used_at = ? WHERE id = ?'),
    log: db.prepare('INSERT INTO fb_call_log (session_id, entry) VALUES (?, ?)'),
    clearLog: db.prepare('DELETE FROM fb_call_log WHERE session_id = ?'),
    trimLog: db.prepare(
      `DELETE FROM fb_call_log WHERE session_id = @id AND seq <= (
         SELECT seq FROM fb_call_log WHERE session_id = @id ORDER BY seq DESC LIMIT 1 OFFSET @keep)`,
    ),
    readLog: db.prepare<[string, number], { entry: string }>(
      'SELECT entry FROM fb_call_log WHERE session_id = ? ORDER BY seq DESC LIMIT ?',
    ),
    list: db.prepare<[], { id: string; scenario_id: string; created_at: number; last_used_at: number }>(
      'SELECT id, scenario_id, created_at, last_used_at FROM fb_sessions WHERE expired = 0 ORDER BY last_used_at DESC LIMIT 500',
    ),
    page: db.prepare<
      [number, number],
      { id: string; scenario_id: string; created_at: number; last_used_at: number }
    >(
      'SELECT id, scenario_id, created_at, last_used_at FROM fb_sessions WHERE expired = 0 ORDER BY last_used_at DESC LIMIT ? OFFSET ?',
    ),
    count: db.prepare<[], number>('SELECT count(*) FROM fb_sessions WHERE expired = 0').pluck(),
    expire: db.prepare(
      `UPDATE fb_sessions SET expired = 1, state = NULL, meta = '{}', version = version + 1
        WHERE expired = 0 AND last_used_at < ?`,
    ),
    expiredLogs: db.prepare(
      'DELETE FROM fb_call_log WHERE session_id IN (SELECT id FROM fb_sessions WHERE expired = 1)',
    ),
    purge: db.prepare('DELETE FROM fb_sessions WHERE expired = 1 AND last_used_at < ?'),
    saveSnapshot: db.prepare(
      `INSERT INTO fb_snapshots (id, title, created_at, clock, scenario_id, path, state)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    getSnapshot: db.prepare<[string], SnapshotRow>('SELECT * FROM fb_snapshots WHERE id = ?'),
    listSnapshots: db.prepare<[number], Omit<SnapshotRow, 'state'>>(
      `SELECT id, title, created_at, clock, scenario_id, path FROM fb_snapshots
        ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    ),
    deleteSnapshot: db.prepare('DELETE FROM fb_snapshots WHERE id = ?'),
    idlest: db
      .prepare<[string, number], string>(
        'SELECT id FROM fb_sessions WHERE expired = 0 AND id <> ? ORDER BY last_used_at, rowid LIMIT ?',
      )
      .pluck(),
    evict: db.prepare(
      `UPDATE fb_sessions SET expired = 1, state = NULL, meta = '{}', version = version + 1
        WHERE id = ? AND expired = 0`,
    ),
    evictedLog: db.prepare('DELETE FROM fb_call_log WHERE session_id = ?'),
    // Tombstones are bounded too: the newest maxSessions stay (their visitors are still told).
    purgeTombstones: db.prepare(
      `DELETE FROM fb_sessions WHERE id IN (SELECT id FROM fb_sessions WHERE expired = 1
         ORDER BY last_used_at DESC LIMIT -1 OFFSET ?)`,
    ),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;
