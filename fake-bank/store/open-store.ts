import { rmSync } from 'node:fs';
import { DAY_MS } from '../../contracts/dates';
import { SqliteSessionStore } from './sqlite-store';
import type { SqlSessionStore } from './sql-store';
import { cacheBudgetOf, maxSessionsOf } from './store-limits';

export interface OpenStoreOptions {
  /** postgres://... : several bank processes share one database. */
  databaseUrl?: string;
  /** The SQLite file otherwise. */
  file: string;
  /** Start with no sessions. */
  fresh?: boolean;
  idleTtlDays?: number;
  /** Where a setting cut to what the process can hold is said (default: console.warn). */
  warn?: (message: string) => void;
}

export type BankStore = SqlSessionStore & { describe(): string };

/** SQLite by default; PostgreSQL when a database URL is given. */
export async function openStore(options: OpenStoreOptions): Promise<BankStore> {
  const idleTtlMs = Math.max(1, options.idleTtlDays ?? 14) * DAY_MS;
  // Parsed sessions kept in memory, in MiB of state (default 96), held to the heap this process has.
  const budget = cacheBudgetOf(process.env.FAKE_BANK_CACHE_MB);
  if (budget.warning) (options.warn ?? console.warn)(budget.warning);
  const cacheBytes = budget.bytes;
  const maxSessions = maxSessionsOf(process.env.FAKE_BANK_MAX_SESSIONS);
  if (options.databaseUrl) {
    const { PgSessionStore } = await import('./pg-store');
    const store = await PgSessionStore.connect(options.databaseUrl, { idleTtlMs, cacheBytes, maxSessions });
    if (options.fresh) await store.clear();
    const url = new URL(options.databaseUrl);
    return Object.assign(store, { describe: () => `postgres://${url.host}${url.pathname}` });
  }
  if (options.fresh) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(options.file + suffix, { force: true });
  }
  const store = new SqliteSessionStore(options.file, {
    idleTtlMs,
    cacheBytes,
    maxSessions,
    checkpointInWorker: true,
  });
  return Object.assign(store, { describe: () => `sqlite:${options.file}` });
}
