import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './spawn-bank';

/**
 * A throwaway PostgreSQL server for tests that need a real one (PGlite runs every connection in one backend,
 * so races between connections cannot happen there): FAKE_BANK_TEST_DATABASE_URL when set, else a cluster
 * made with the machine's initdb and pg_ctl (as the postgres user when the tests run as root), else
 * undefined: the caller falls back to PGlite.
 */
export interface TempPostgres {
  /** A new empty database; answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

export async function startTempPostgres(): Promise<TempPostgres | undefined> {
  const given = process.env.FAKE_BANK_TEST_DATABASE_URL;
  if (given) return withAdmin(given, async () => undefined);
  if (!onPath('initdb') || !onPath('pg_ctl')) return undefined;
  const root = process.getuid?.() === 0;
  if (root && spawnSync('id', ['postgres']).status !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'fake-bank-pg-'));
  const run = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
      : execFileSync(command, args, { stdio: 'ignore' });
  try {
    if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), -1);
    const data = join(dir, 'data');
    const port = await freePort();
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    return withAdmin(`postgres://postgres@127.0.0.1:${port}/postgres`, async () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

async function withAdmin(url: string, shutdown: () => Promise<void>): Promise<TempPostgres> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const made: string[] = [];
  return {
    async createDatabase(name) {
      const database = `fb_test_${name.replace(/\W/g, '_')}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
      await admin.query(`CREATE DATABASE ${database}`);
      made.push(database);
      const target = new URL(url);
      target.pathname = `/${database}`;
      return target.toString();
    },
    async stop() {
      for (const database of made) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
      await shutdown();
    },
  };
}
