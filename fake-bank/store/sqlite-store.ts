import { openDatabase, type Connection } from './sqlite-driver';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
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
import { recordOfRow, rowValuesOf } from './snapshot-rows';
import { SCHEMA, prepareStatements, rowValues, type Statements } from './sqlite-statements';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';
import { newCsrfSecret } from '../core/csrf';
import { evictionTarget } from './sql-store';
import { isSharedSeedWrite } from '../kernel/shared-seed';
import { LogTrims } from './log-trims';
import { VersionLooks } from './version-looks';
import { toUtcIso } from '../../contracts/dates';

/**
 * SQLite through libsql (the default store): WAL, each unit one BEGIN IMMEDIATE transaction run
 * synchronously, so a unit never interleaves with another in this process and another process on the same
 * file waits for the write lock (busy timeout) instead of overwriting. A committed unit survives kill -9.
 */
export interface SqliteStoreOptions extends SqlStoreOptions {
  /** Checkpoint the WAL on a worker thread (a server's store), not on the connection that commits. */
  checkpointInWorker?: boolean;
}

/** Fast-path changes committed together (openGroup): their sessions, their log rows, their answer's wait. */
interface Group {
  ids: string[];
  logs: Array<{ id: string; entries: string[] }>;
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class SqliteSessionStore extends SqlSessionStore implements SnapshotStore {
  private readonly db: Connection;
  private readonly statements: Statements;
  /** Call-log rows, written in a transaction of their own within 250 ms, or at 200 rows (decision 0064). */
  private pendingLogs: Array<{ id: string; entry: string }> = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly logTrims = new LogTrims();
  /** The looks at data_version: the units of a turn share one (unit); unitSync looks on its own. */
  private readonly looks = new VersionLooks(
    () => this.statements.dataVersion.get() as number,
    () => this.commitGroup(),
  );
  /** The transaction this turn's fast-path changes share (openGroup), or null. */
  private group: Group | null = null;
  private readonly checkpointer: WalCheckpointer | undefined;
  /** Live rows as this process last counted them, plus the new ones it wrote since (the bound's check). */
  private live: number;

  constructor(file: string, options: SqliteStoreOptions = {}) {
    super(options);
    this.shareSeeds = true;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = openDatabase(file);
    this.db.pragma('journal_mode = WAL');
    // NORMAL in WAL mode: a committed transaction survives a crash of this process.
    this.db.pragma('synchronous = NORMAL');
    // A checkpoint (WAL pages copied into the file, synced) every ~40 MB of WAL instead of every 4 MB: the hot
    // pages (the log's tail, busy sessions' rows) are copied once per checkpoint, so a write mix costs about
    // half the time in SQLite (decision 0048). Commits stay as durable: a committed page is in the WAL.
    // A server's store checkpoints on a worker thread instead, off the thread that answers (decision 0056).
    const automatic = () => this.db.open && this.db.pragma('wal_autocheckpoint = 10000');
    automatic();
    if (options.checkpointInWorker && file !== ':memory:') {
      this.checkpointer = startWalCheckpointer(file, automatic);
      if (this.checkpointer) this.db.pragma('wal_autocheckpoint = 0');
    }
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.statements = prepareStatements(this.db);
    this.secret = this.storedSecret();
    this.live = this.statements.count.get() ?? 0;
  }

  /** The CSRF secret this file keeps, made by whichever process opened it first. */
  private storedSecret(): string {
    this.db
      .prepare("INSERT OR IGNORE INTO fb_settings (key, value) VALUES ('csrf_secret', ?)")
      .run(newCsrfSecret());
    return this.db
      .prepare<[], string>("SELECT value FROM fb_settings WHERE key = 'csrf_secret'")
      .pluck()
      .get() as string;
  }

  /**
   * A unit wrote a new session's row: past the bound (maxSessions), the longest idle sessions are expired,
   * down to 99% of it, in one transaction (so the count is taken once per some 1% of new sessions).
   */
  private bounded(write: UnitWrite): void {
    if (write.row?.version !== 1 || ++this.live <= this.maxSessions) return;
    this.commitGroup();
    this.statements.begin.run();
    try {
      this.live = this.statements.count.get() ?? 0;
      const over = this.live - evictionTarget(this.maxSessions);
      if (over > 0) {
        const ids = this.statements.idlest.all(write.row.id, over);
        for (const id of ids) {
          this.statements.evict.run(id);
          this.statements.evictedLog.run(id);
          this.cache.delete(id);
        }
        const evicted = new Set(ids);
        this.pendingLogs = this.pendingLogs.filter((pending) => !evicted.has(pending.id));
        this.statements.purgeTombstones.run(this.maxSessions);
        this.live -= ids.length;
      }
      this.statements.commit.run();
    } catch {
      // The bound waits for the next new session; the unit itself is committed.
      if (this.db.inTransaction) this.statements.rollback.run();
    }
  }

  private headOf(id: string): SessionRow | undefined {
    const version = this.cache.get(id)?.version ?? -1;
    return this.statements.head.get({ version, id });
  }

  /**
   * The unit; a change on the fast path commits with the others of this turn of the event loop (group
   * commit), and the promise settles once it is committed: an answer never tells of a change not yet in the
   * database.
   */
  async unit<T>(id: string, work: () => T, options?: UnitOptions): Promise<T> {
    await this.looks.wait();
    const done = this.run(id, work, options, true);
    if (done.commit) await done.commit;
    return done.result;
  }

  /**
   * The unit, synchronously. Fast path: this process holds the session, read or checked under the lock since
   * it last saw another connection commit (PRAGMA data_version), so the work runs on the cached copy without
   * a transaction; a
   * unit that changed nothing only queues its log rows. A unit that changed the session writes it under
   * the write lock, if the row is still the version it worked on; otherwise (another process wrote in
   * between) its work is dropped and done again on the fresh row. It commits before it returns.
   */
  unitSync<T>(id: string, work: () => T, options?: UnitOptions): T {
    return this.run(id, work, options, false).result;
  }

  /**
   * A unit; `grouped`: a change on the fast path joins this turn's transaction (`commit` says when it is in).
   * A unit whose work wrote into a piece shared with the seed is done once more on the session's own copy.
   */
  private run<T>(
    id: string,
    work: () => T,
    options: UnitOptions | undefined,
    grouped: boolean,
  ): { result: T; commit?: Promise<void> } {
    let state: object | undefined;
    const watched = () => {
      state = this.cache.get(id)?.session.state;
      return work();
    };
    const handedOut = this.sharedHandedOut;
    try {
      return this.runOnce(id, watched, options, grouped);
    } catch (error) {
      // The state it worked on shares its seed, or the unit read or started one that does.
      const again =
        isSharedSeedWrite(error, state) || (error instanceof TypeError && this.sharedHandedOut !== handedOut);
      if (!again) throw error;
      return this.withOwnCopies(id, () => this.runOnce(id, work, options, grouped));
    }
  }

  private runOnce<T>(
    id: string,
    work: () => T,
    options: UnitOptions | undefined,
    grouped: boolean,
  ): { result: T; commit?: Promise<void> } {
    // A grouped unit (unit) waited for its turn's look; unitSync commits the turn's group and looks now.
    if (!grouped) {
      this.commitGroup();
      this.looks.look();
    }
    if (this.cache.get(id)?.checked !== this.looks.epoch) this.readUnlocked(id, options);
    const cached = this.cache.get(id);
    if (cached && cached.checked === this.looks.epoch) {
      const worked = cached.version;
      this.adoptCached(id);
      let result: T;
      let write: UnitWrite;
      try {
        result = work();
        write = this.finish(id);
      } catch (error) {
        this.abandoned(id);
        throw error;
      }
      if (!write.row && !write.touch) {
        this.committed(id, write);
        this.queueLogs(id, write.logs);
        return { result };
      }
      let group: Group | undefined;
      if (grouped && !write.clearLog) {
        try {
          group = this.openGroup();
        } catch (error) {
          // No write lock (another process held it past the busy timeout): the work is not kept.
          this.abandoned(id);
          throw error;
        }
      }
      const written = write.clearLog
        ? this.writeInTransaction(id, worked, write)
        : this.writeRow(id, worked, write);
      if (written) {
        this.committed(id, write);
        // No new look at data_version: a connection's own commits leave it as it was, and a commit of
        // another one since the look above sends the next unit down the locked path, which is the safe way.
        if (!group) {
          this.queueLogs(id, write.logs);
          return { result };
        }
        // The cache holds the version written; a failed commit drops it with the group's others.
        group.ids.push(id);
        group.logs.push({ id, entries: write.logs });
        return { result, commit: group.done };
      }
      // Another process wrote the row in between: the work is done again on the row as it is now (the
      // group so far commits first).
      this.abandoned(id);
    }
    return { result: this.lockedUnit(id, work, options) };
  }

  /**
   * A live row this process does not hold (or may hold stale), read without the write lock: a read of it
   * then needs no transaction, and a change joins the turn's group, written only if the row is still the
   * version read (as on the fast path). The read is at least as new as the look at data_version that set
   * the epoch, so the copy counts as checked in it. A missing or expired row (a new or restored session)
   * takes the locked path, which makes it.
   */
  private readUnlocked(id: string, options: UnitOptions | undefined): void {
    const row = this.headOf(id);
    if (!row || row.version === 0 || row.expired) return;
    try {
      this.adopt(id, row, options);
    } finally {
      this.current = null;
    }
    const cached = this.cache.get(id);
    if (cached) cached.checked = this.looks.epoch;
  }

  /**
   * The transaction this turn's fast-path changes share: opened by the first, committed once the event
   * loop turns (setImmediate, after the requests that arrived together), so one COMMIT serves them all
   * (decision 0065). Anything else that writes or begins a transaction commits it first (commitGroup).
   */
  private openGroup(): Group {
    if (this.group) return this.group;
    this.statements.begin.run();
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<void>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    // Each unit of the group awaits it; this keeps a failure from also counting as unhandled.
    done.catch(() => undefined);
    this.group = { ids: [], logs: [], done, resolve, reject };
    setImmediate(() => this.commitGroup());
    return this.group;
  }

  /** Commits the open group, if any: its units answer, their log rows are queued. A failure fails them all. */
  private commitGroup(): void {
    const group = this.group;
    if (!group) return;
    try {
      this.statements.commit.run();
    } catch (error) {
      this.failGroup(error);
      return;
    }
    this.group = null;
    for (const { id, entries } of group.logs) this.queueLogs(id, entries);
    group.resolve();
  }

  /**
   * A unit that changed its row (or only its last use), written by one statement that checks the version
   * (a check of its own cost half as much again): in the turn's group, or in a transaction of its own (the
   * statement alone). False when the row is no longer the version the work was done on (another process
   * wrote it): nothing was written.
   */
  private writeRow(id: string, worked: number, write: UnitWrite): boolean {
    try {
      if (!write.row) {
        this.statements.touch.run(write.now, id);
        return true;
      }
      const update = write.touch ? this.statements.updateAndUse : this.statements.update;
      return update.run({ ...rowValues(write.row), worked, now: write.now }).changes === 1;
    } catch (error) {
      this.abandoned(id);
      // Within a group, the transaction may be gone with the statement: the group fails as a whole.
      if (this.group) this.failGroup(error);
      throw error;
    }
  }

  /** The open group's transaction is rolled back: its units fail, their cached copies are dropped. */
  private failGroup(error: unknown): void {
    const group = this.group;
    if (!group) return;
    this.group = null;
    if (this.db.inTransaction) this.statements.rollback.run();
    for (const id of group.ids) this.abandoned(id);
    group.reject(error);
  }

  /** The fast path's write with more than the row (a restarted session's log goes): one transaction. */
  private writeInTransaction(id: string, worked: number, write: UnitWrite): boolean {
    this.commitGroup();
    this.statements.begin.run();
    try {
      if (this.statements.version.get(id) !== worked) {
        this.statements.rollback.run();
        return false;
      }
      this.write(id, write);
      this.statements.commit.run();
      return true;
    } catch (error) {
      if (this.db.inTransaction) this.statements.rollback.run();
      this.abandoned(id);
      throw error;
    }
  }

  /** Begin, adopt the row as read under the write lock, work, write, commit. */
  private lockedUnit<T>(id: string, work: () => T, options?: UnitOptions): T {
    this.commitGroup();
    this.statements.begin.run();
    try {
      this.adopt(id, this.headOf(id), options);
      const result = work();
      const write = this.finish(id);
      this.write(id, write);
      this.statements.commit.run();
      this.committed(id, write);
      // This copy is the row as of now. Not the others: a commit of another process seen before this unit
      // may have changed any of them (a new look at data_version here would hide it).
      const cached = this.cache.get(id);
      if (cached) cached.checked = this.looks.epoch;
      this.queueLogs(id, write.logs);
      this.bounded(write);
      return result;
    } catch (error) {
      if (this.db.inTransaction) this.statements.rollback.run();
      this.abandoned(id);
      throw error;
    }
  }

  /**
   * A committed unit's log rows. They are written in batches, in a transaction of their own: a unit's commit
   * that also wrote them and trimmed the log cost three times one that writes its row alone (decision 0064).
   * A crash loses the last 250 ms of the log, never a change the bank answered.
   */
  private queueLogs(id: string, entries: string[]): void {
    if (!entries.length) return;
    for (const entry of entries) this.pendingLogs.push({ id, entry });
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.pendingLogs.length >= 200) this.flushLogs();
    else this.flushTimer ??= setTimeout(() => this.flushLogs(), 250).unref();
  }

  /** Writes the queued log rows now (tests read the table). */
  flush(): void {
    this.flushLogs();
  }

  /** Writes the queued log rows of units that changed nothing (one transaction). */
  private flushLogs(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (!this.pendingLogs.length) return;
    this.commitGroup();
    const rows = this.pendingLogs;
    this.pendingLogs = [];
    this.statements.begin.run();
    try {
      for (const row of rows) this.statements.log.run(row.id, row.entry);
      // Every session that logged keeps its last LOG_LIMIT calls (trimmed every TRIM_EVERY rows of its own).
      this.trimLogs(this.logTrims.due(rows));
      this.statements.commit.run();
    } catch {
      if (this.db.inTransaction) this.statements.rollback.run();
    }
  }

  private trimLogs(ids: readonly string[]): void {
    for (const id of ids) this.statements.trimLog.run({ id, keep: LOG_LIMIT });
  }

  /** The unit's row (its log rows are queued once it commits: queueLogs). */
  private write(id: string, write: UnitWrite): void {
    if (write.row) {
      const upsert = write.touch ? this.statements.upsert : this.statements.upsertKeepingUse;
      upsert.run({ ...rowValues(write.row), now: write.now });
    } else if (write.touch) this.statements.touch.run(write.now, id);
    if (write.clearLog) {
      this.pendingLogs = this.pendingLogs.filter((pending) => pending.id !== id);
      this.statements.clearLog.run(id);
      this.logTrims.cleared(id);
    }
  }

  async readLog(id: string): Promise<CallLogEntry[]> {
    this.flushLogs();
    return this.statements.readLog
      .all(id, LOG_LIMIT)
      .map((row) => JSON.parse(row.entry) as CallLogEntry)
      .reverse();
  }

  async list(): Promise<SessionSummary[]> {
    return this.statements.list.all().map((row) => ({
      id: row.id,
      scenarioId: row.scenario_id,
      createdAt: toUtcIso(row.created_at),
      lastUsedAt: toUtcIso(row.last_used_at),
    }));
  }

  async page(offset: number, limit: number): Promise<SessionPage> {
    const total = this.statements.count.get() ?? 0;
    const sessions = this.statements.page.all(limit, offset).map((row) => ({
      id: row.id,
      scenarioId: row.scenario_id,
      createdAt: toUtcIso(row.created_at),
      lastUsedAt: toUtcIso(row.last_used_at),
    }));
    return { total, sessions };
  }

  async expireIdle(): Promise<number> {
    this.commitGroup();
    this.flushLogs();
    const now = this.now();
    const expire = this.db.transaction(() => {
      const changed = this.statements.expire.run(now - this.idleTtlMs).changes;
      this.statements.expiredLogs.run();
      // Tombstones go too, long after: by then nobody's cookie still names them.
      this.statements.purge.run(now - 4 * this.idleTtlMs);
      return changed;
    });
    const changed = expire.immediate();
    if (changed) this.cache.clear();
    this.live = this.statements.count.get() ?? 0;
    return changed;
  }

  async saveSnapshot(record: SnapshotRecord): Promise<void> {
    this.commitGroup();
    this.statements.saveSnapshot.run(...rowValuesOf(record));
  }

  async getSnapshot(id: string): Promise<SnapshotRecord | undefined> {
    const row = this.statements.getSnapshot.get(id);
    return row && (recordOfRow(row) as SnapshotRecord);
  }

  async listSnapshots(): Promise<SnapshotHead[]> {
    return this.statements.listSnapshots.all(SNAPSHOT_LIST_LIMIT).map(recordOfRow);
  }

  async deleteSnapshot(id: string): Promise<boolean> {
    this.commitGroup();
    return this.statements.deleteSnapshot.run(id).changes > 0;
  }

  async close(): Promise<void> {
    this.commitGroup();
    this.flushLogs();
    // The logs left untrimmed since their last trim: a closed store holds LOG_LIMIT rows a session.
    this.db.transaction(() => this.trimLogs(this.logTrims.all()))();
    this.db.close();
    await this.checkpointer?.close();
  }
}
