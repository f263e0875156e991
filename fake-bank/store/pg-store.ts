import pg from 'pg';
import {
  LOG_LIMIT,
  type CallLogEntry,
  type SessionPage,
  type SessionSummary,
  type UnitOptions,
} from '../core/session-store';
import { SqlSessionStore, type SessionRow, type SqlStoreOptions, type UnitWrite } from './sql-store';
import {
  SNAPSHOT_LIST_LIMIT,
  type SnapshotHead,
  type SnapshotRecord,
  type SnapshotStore,
} from '../snapshots/snapshot-store';
import { recordOfRow, rowValuesOf, type SnapshotRow } from './snapshot-rows';
import { newCsrfSecret } from '../core/csrf';
import { evictionTarget } from './sql-store';
import { toUtcIso } from '../../contracts/dates';

const LIVE = 'expired = 0 AND version > 0';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS fb_sessions (
  id TEXT PRIMARY KEY,
  scenario_id TEXT NOT NULL,
  version BIGINT NOT NULL,
  expired INTEGER NOT NULL DEFAULT 0,
  meta TEXT NOT NULL,
  state TEXT,
  created_at BIGINT NOT NULL,
  last_used_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS fb_sessions_last_used ON fb_sessions (last_used_at);
CREATE TABLE IF NOT EXISTS fb_call_log (
  seq BIGSERIAL PRIMARY KEY,
  session_id TEXT NOT NULL,
  entry TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS fb_call_log_session ON fb_call_log (session_id, seq);
CREATE TABLE IF NOT EXISTS fb_snapshots (
  seq BIGSERIAL,
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  created_at BIGINT NOT NULL,
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

/** The advisory lock key of the schema ("fb_s" in ASCII): the same in every bank process. */
export const SCHEMA_LOCK_KEY = 0x66625f73;

/**
 * Creates the tables under a session advisory lock: two processes starting together on an empty database
 * would otherwise race in CREATE TABLE IF NOT EXISTS (23505 on pg_type's unique index) and one would crash.
 * The second waits for the first, then finds the tables there. Decision 0031.
 */
export async function createSchema(pool: Pick<pg.Pool, 'connect'>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    try {
      await client.query(SCHEMA);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

const HEAD = `SELECT id, scenario_id, version::int AS version, expired, meta,
                     CASE WHEN version <> $1 THEN state END AS state, (version <> $1)::int AS stale
                FROM fb_sessions WHERE id = $2 FOR UPDATE`;

/**
 * PostgreSQL, so several bank processes can serve one QA team: each unit takes a pooled client, locks the
 * session's row FOR UPDATE (a second process serving the same session waits), does the work, writes and
 * commits. The row of a new session is created first (version 0) so that two processes lock the same row.
 */
export class PgSessionStore extends SqlSessionStore implements SnapshotStore {
  /** Live rows as this process last counted them, plus the new ones it wrote since (the bound's check). */
  private live = 0;

  private constructor(
    private readonly pool: pg.Pool,
    options: SqlStoreOptions,
  ) {
    super(options);
  }

  static async connect(url: string, options: SqlStoreOptions = {}): Promise<PgSessionStore> {
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    try {
      await createSchema(pool);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const store = new PgSessionStore(pool, options);
    try {
      // One CSRF secret for every process on the database: the first to start makes it.
      await pool.query(
        "INSERT INTO fb_settings (key, value) VALUES ('csrf_secret', $1) ON CONFLICT DO NOTHING",
        [newCsrfSecret()],
      );
      const secret = await pool.query<{ value: string }>(
        "SELECT value FROM fb_settings WHERE key = 'csrf_secret'",
      );
      store.secret = secret.rows[0]?.value;
      store.live = await store.countLive();
    } catch (error) {
      await store.close().catch(() => undefined);
      throw error;
    }
    return store;
  }

  private async countLive(): Promise<number> {
    const { rows } = await this.pool.query<{ total: string }>(
      `SELECT count(*) AS total FROM fb_sessions WHERE ${LIVE}`,
    );
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * A unit wrote a new session's row: past the bound (maxSessions), the longest idle sessions are expired
   * down to 99% of it (the count is taken once per some 1% of new sessions), and tombstones beyond as many.
   */
  private async bounded(write: UnitWrite): Promise<void> {
    if (write.row?.version !== 1 || ++this.live <= this.maxSessions) return;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const count = await client.query<{ total: string }>(
        `SELECT count(*) AS total FROM fb_sessions WHERE ${LIVE}`,
      );
      this.live = Number(count.rows[0]?.total ?? 0);
      const over = this.live - evictionTarget(this.maxSessions);
      if (over > 0) {
        const evicted = await client.query<{ id: string }>(
          `UPDATE fb_sessions SET expired = 1, state = NULL, meta = '{}', version = version + 1
            WHERE id IN (SELECT id FROM fb_sessions WHERE ${LIVE} AND id <> $1
                          ORDER BY last_used_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
            RETURNING id`,
          [write.row.id, over],
        );
        const ids = evicted.rows.map((row) => row.id);
        await client.query('DELETE FROM fb_call_log WHERE session_id = ANY($1::text[])', [ids]);
        await client.query(
          `DELETE FROM fb_sessions WHERE id IN (SELECT id FROM fb_sessions WHERE expired = 1
             ORDER BY last_used_at DESC OFFSET $1)`,
          [this.maxSessions],
        );
        for (const id of ids) this.cache.delete(id);
        this.live -= ids.length;
      }
      await client.query('COMMIT');
    } catch {
      // The bound waits for the next new session; the unit itself is committed.
      await client.query('ROLLBACK').catch(() => undefined);
    } finally {
      client.release();
    }
  }

  async unit<T>(id: string, work: () => T, options?: UnitOptions): Promise<T> {
    const client = await this.pool.connect();
    let released = false;
    try {
      await client.query('BEGIN');
      const version = () => this.cache.get(id)?.version ?? -1;
      let head = await client.query<SessionRow>(HEAD, [version(), id]);
      if (head.rowCount === 0) {
        await client.query(
          `INSERT INTO fb_sessions (id, scenario_id, version, expired, meta, state, created_at, last_used_at)
           VALUES ($1, '', 0, 0, '{}', NULL, $2, $2) ON CONFLICT (id) DO NOTHING`,
          [id, this.now()],
        );
        head = await client.query<SessionRow>(HEAD, [version(), id]);
      }
      // adopt, work and finish in one synchronous stretch (no await between them).
      this.adopt(id, head.rows[0], options);
      let result: T;
      let write: UnitWrite;
      try {
        result = work();
        write = this.finish(id);
      } catch (error) {
        this.abandoned(id);
        throw error;
      }
      await this.write(client, id, write);
      await client.query('COMMIT');
      this.committed(id, write);
      client.release();
      released = true;
      await this.bounded(write);
      return result;
    } catch (error) {
      if (released) throw error;
      await client.query('ROLLBACK').catch(() => undefined);
      this.abandoned(id);
      throw error;
    } finally {
      if (!released) client.release();
    }
  }

  private async write(client: pg.PoolClient, id: string, write: UnitWrite): Promise<void> {
    if (write.discard) {
      await client.query('DELETE FROM fb_sessions WHERE id = $1 AND version = 0', [id]);
    } else if (write.row) {
      const r = write.row;
      await client.query(
        `UPDATE fb_sessions SET scenario_id = $2, version = $3, expired = 0, meta = $4,
                state = CASE WHEN $8 THEN state ELSE $5 END,
                created_at = CASE WHEN version = 0 THEN $6 ELSE created_at END, last_used_at = $7
          WHERE id = $1`,
        // $8: only the meta changed, the row's state stays.
        [id, r.scenarioId, r.version, r.meta, r.state ?? null, r.createdAt, write.now, r.state === undefined],
      );
    } else if (write.touch) {
      await client.query('UPDATE fb_sessions SET last_used_at = $2 WHERE id = $1', [id, write.now]);
    }
    if (write.clearLog) await client.query('DELETE FROM fb_call_log WHERE session_id = $1', [id]);
    if (write.logs.length) {
      await client.query('INSERT INTO fb_call_log (session_id, entry) SELECT $1, unnest($2::text[])', [
        id,
        write.logs,
      ]);
      await client.query(
        `DELETE FROM fb_call_log WHERE session_id = $1 AND seq <= (
           SELECT seq FROM fb_call_log WHERE session_id = $1 ORDER BY seq DESC LIMIT 1 OFFSET $2)`,
        [id, LOG_LIMIT],
      );
    }
  }

  async readLog(id: string): Promise<CallLogEntry[]> {
    const { rows } = await this.pool.query<{ entry: string }>(
      'SELECT entry FROM fb_call_log WHERE session_id = $1 ORDER BY seq DESC LIMIT $2',
      [id, LOG_LIMIT],
    );
    return rows.map((row) => JSON.parse(row.entry) as CallLogEntry).reverse();
  }

  async list(): Promise<SessionSummary[]> {
    const { rows } = await this.pool.query<{
      id: string;
      scenario_id: string;
      created_at: string;
      last_used_at: string;
    }>(
      `SELECT id, scenario_id, created_at, last_used_at FROM fb_sessions
        WHERE expired = 0 AND version > 0 ORDER BY last_used_at DESC LIMIT 500`,
    );
    return rows.map((row) => ({
      id: row.id,
      scenarioId: row.scenario_id,
      createdAt: toUtcIso(Number(row.created_at)),
      lastUsedAt: toUtcIso(Number(row.last_used_at)),
    }));
  }

  async page(offset: number, limit: number): Promise<SessionPage> {
    const live = 'expired = 0 AND version > 0';
    const [count, page] = await Promise.all([
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM fb_sessions WHERE ${live}`),
      this.pool.query<{ id: string; scenario_id: string; created_at: string; last_used_at: string }>(
        `SELECT id, scenario_id, created_at, last_used_at FROM fb_sessions
          WHERE ${live} ORDER BY last_used_at DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
    ]);
    return {
      total: Number(count.rows[0]?.total ?? 0),
      sessions: page.rows.map((row) => ({
        id: row.id,
        scenarioId: row.scenario_id,
        createdAt: toUtcIso(Number(row.created_at)),
        lastUsedAt: toUtcIso(Number(row.last_used_at)),
      })),
    };
  }

  async expireIdle(): Promise<number> {
    const now = this.now();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const expired = await client.query(
        `UPDATE fb_sessions SET expired = 1, state = NULL, meta = '{}', version = version + 1
          WHERE expired = 0 AND version > 0 AND last_used_at < $1`,
        [now - this.idleTtlMs],
      );
      await client.query(
        'DELETE FROM fb_call_log WHERE session_id IN (SELECT id FROM fb_sessions WHERE expired = 1)',
      );
      await client.query('DELETE FROM fb_sessions WHERE (expired = 1 OR version = 0) AND last_used_at < $1', [
        now - 4 * this.idleTtlMs,
      ]);
      await client.query('COMMIT');
      if (expired.rowCount) this.cache.clear();
      this.live = await this.countLive();
      return expired.rowCount ?? 0;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async saveSnapshot(record: SnapshotRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO fb_snapshots (id, title, created_at, clock, scenario_id, path, state)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      rowValuesOf(record),
    );
  }

  async getSnapshot(id: string): Promise<SnapshotRecord | undefined> {
    const { rows } = await this.pool.query<SnapshotRow>(
      'SELECT id, title, created_at, clock, scenario_id, path, state FROM fb_snapshots WHERE id = $1',
      [id],
    );
    return rows[0] && (recordOfRow(rows[0]) as SnapshotRecord);
  }

  async listSnapshots(): Promise<SnapshotHead[]> {
    const { rows } = await this.pool.query<SnapshotRow>(
      `SELECT id, title, created_at, clock, scenario_id, path FROM fb_snapshots
        ORDER BY created_at DESC, seq DESC LIMIT $1`,
      [SNAPSHOT_LIST_LIMIT],
    );
    return rows.map(recordOfRow);
  }

  async deleteSnapshot(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('DELETE FROM fb_snapshots WHERE id = $1', [id]);
    return (rowCount ?? 0) > 0;
  }

  /** Every session, log row and snapshot gone (--fresh, as SQLite's file is removed). */
  async clear(): Promise<void> {
    await this.pool.query('TRUNCATE fb_sessions, fb_call_log, fb_snapshots');
    this.cache.clear();
  }

  /**
   * Ends the pool and waits until every connection is closed. pg-pool resolves `end()` once it has asked its
   * clients to end, before their connections close: a server that went away in between (a database dropped,
   * a shutdown) met a client nobody listened to any more, an uncaught error.
   */
  async close(): Promise<void> {
    let open = this.pool.totalCount;
    const closed = new Promise<void>((resolve) => {
      if (open === 0) resolve();
      this.pool.on('remove', () => {
        if (--open === 0) resolve();
      });
    });
    await this.pool.end();
    await closed;
  }
}
