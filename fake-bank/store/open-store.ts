import { rmSync } from 'node:fs';
import { DAY_MS } from '../../contracts/dates';
import { SqliteSessionStore } from './sqlite-store';
import type { SqlSessionStore } from './sql-store';

export interface OpenStoreOptions {
  /** postgres://... : several bank processes share one database. */
  databaseUrl?: string;
  /** The SQLite file otherwise. */
  file: string;
  /** Start with no sessions. */
  fresh?: boolean;
  idleTtlDays?: number;
}

export type BankStore = SqlSessionStore & { describe(): string };

/** SQLite by default; PostgreSQL when a database URL is given. */
export async function openStore(options: OpenStoreOptions): Promise<BankStore> {
  const idleTtlMs = Math.max(1, options.idleTtlDays ?? 14) * DAY_MS;
  // Parsed sessions kept in memory, in MiB of state (default 96: some 1,700 sessions).
  const cacheMb = Number(process.env.FAKE_BANK_CACHE_MB);
  const cacheBytes = Number.isFinite(cacheMb) && cacheMb >= 1 ? cacheMb * 2 ** 20 : undefined;
  if (options.databaseUrl) {
    const { PgSessionStore } = await import('./pg-store');
    const store = await PgSessionStore.connect(options.databaseUrl, { idleTtlMs, cacheBytes });
    if (options.fresh) await store.clear();
    const url = new URL(options.databaseUrl);
    return Object.assign(store, { describe: () => `postgres://${url.host}${url.pathname}` });
  }
  if (options.fresh) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(options.file + suffix, { force: true });
  }
  const store = new SqliteSessionStore(options.file, { idleTtlMs, cacheBytes, checkpointInWorker: true });
  return Object.assign(store, { describe: () => `sqlite:${options.file}` });
}
