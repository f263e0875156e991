import Libsql from 'libsql';

/**
 * The SQLite driver, typed and shaped for how the stores use it. libsql (decision 0062) ships a prebuilt
 * binary per platform on npm, where better-sqlite3 compiled SQLite from source on every clean install (two
 * minutes of one core). Its API is better-sqlite3's with two differences this file evens out: `get()` adds a
 * `_metadata` field to the row and ignores pluck mode.
 */
type Bind<P> = P extends unknown[] ? P : [P];
type Row = Record<string, unknown>;

interface LibsqlStatement {
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  get(...params: unknown[]): Row | undefined;
  all(...params: unknown[]): unknown[];
  pluck(toggle?: boolean): LibsqlStatement;
}

export class Statement<P extends unknown[] | object = unknown[], R = unknown> {
  private plucked = false;

  constructor(private readonly inner: LibsqlStatement) {}

  run(...params: Bind<P>): { changes: number; lastInsertRowid: number | bigint } {
    return this.inner.run(...params);
  }

  get(...params: Bind<P>): R | undefined {
    const row = this.inner.get(...params);
    if (row === undefined) return undefined;
    if (this.plucked) {
      for (const key in row) return row[key] as R;
    }
    const { _metadata: _timing, ...columns } = row;
    return columns as R;
  }

  all(...params: Bind<P>): R[] {
    return this.inner.all(...params) as R[];
  }

  /** The first column of each row instead of the row (R is then that column's type). */
  pluck(toggle = true): this {
    this.plucked = toggle;
    this.inner.pluck(toggle);
    return this;
  }
}

export interface Transaction<A extends unknown[], T> {
  (...args: A): T;
  immediate(...args: A): T;
}

interface LibsqlDatabase {
  readonly open: boolean;
  readonly inTransaction: boolean;
  prepare(sql: string): LibsqlStatement;
  exec(sql: string): void;
  pragma(sql: string): unknown;
  transaction<A extends unknown[], T>(fn: (...args: A) => T): Transaction<A, T>;
  close(): void;
}

export class Connection {
  private readonly db: LibsqlDatabase;

  constructor(file: string) {
    this.db = new Libsql(file) as unknown as LibsqlDatabase;
  }

  get open(): boolean {
    return this.db.open;
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): Statement<P, R> {
    return new Statement<P, R>(this.db.prepare(sql));
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  pragma(sql: string): unknown {
    return this.db.pragma(sql);
  }

  /** Runs `fn` in one transaction, begun as the property called says (not nestable: no savepoints). */
  transaction<A extends unknown[], T>(fn: (...args: A) => T): Transaction<A, T> {
    return this.db.transaction(fn);
  }

  close(): void {
    this.db.close();
  }
}

export const openDatabase = (file: string): Connection => new Connection(file);

/** The module a worker thread requires to open its own connection. */
export const DRIVER_MODULE = 'libsql';
