import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnBank, type SpawnedBank } from '../testing/bank-driver';

/**
 * The bank as its own process on a SQLite file: what it acknowledged survives kill -9, a hostile body
 * changes nothing, and visitors cannot push a tester's session out.
 */
const dir = mkdtempSync(join(tmpdir(), 'fake-bank-durable-'));
const running: SpawnedBank[] = [];
afterAll(async () => {
  await Promise.all(running.map((bank) => bank.stop('SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

async function start(file: string, fresh = false) {
  const bank = await spawnBank({ args: ['--state', file, ...(fresh ? ['--fresh'] : [])] });
  running.push(bank);
  return bank;
}

/** Puts a session in a scenario through `bank`; answers the business time it starts at. */
async function startSession(bank: SpawnedBank, session: string, scenario: string): Promise<number> {
  const reset = await bank.request('/__fake-bank/session', { method: 'POST', body: { scenario }, session });
  return Date.parse((reset.body as { clock: string }).clock);
}

interface SessionView {
  scenario: string;
  clock: string;
  faults: Array<{ path?: string }>;
}

describe('the SQLite store, from outside', () => {
  it(
    'keeps every acknowledged write through kill -9 in the middle of a burst',
    { timeout: 120_000 },
    async () => {
      const file = join(dir, 'burst.sqlite');
      const first = await start(file, true);
      const session = 'burst-tester';
      const startedAt = await startSession(first, session, 'home.bill-ready');
      let acknowledged = 0;
      let sent = 0;
      // Keep 8 clock moves of a minute in flight (armed faults are capped at 50 a session, clock moves are
      // not); kill the process hard once 150 are acknowledged.
      const writer = async () => {
        for (;;) {
          sent++;
          try {
            const answer = await first.request('/__fake-bank/clock', {
              method: 'POST',
              body: { advanceMinutes: 1 },
              session,
            });
            if (answer.status !== 200) return;
            acknowledged++;
            if (acknowledged === 150) first.kill('SIGKILL');
          } catch {
            return;
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, writer));
      expect(acknowledged).toBeGreaterThanOrEqual(150);

      const second = await start(file);
      const view = (await second.request('/__fake-bank/session', { session })).body as SessionView;
      // Every acknowledged move is kept; a move in flight at the kill may be kept too, none beyond those sent.
      const movedMinutes = (Date.parse(view.clock) - startedAt) / 60_000;
      expect(movedMinutes).toBeGreaterThanOrEqual(acknowledged);
      expect(movedMinutes).toBeLessThanOrEqual(sent);
      expect(view.scenario).toBe('home.bill-ready');
      await second.stop();
    },
  );

  it(
    'two processes on one file, moving the same sessions at once, lose no move and both tell the same clock',
    { timeout: 120_000 },
    async () => {
      const file = join(dir, 'two-processes.sqlite');
      const a = await start(file, true);
      const b = await start(file);
      const sessions = ['shared-1', 'shared-2', 'shared-3', 'shared-4'];
      const startedAt = new Map<string, number>();
      for (const session of sessions)
        startedAt.set(session, await startSession(a, session, 'home.bill-ready'));
      // Four writers in each process, each on every session in turn: their changes commit in groups while
      // the other process waits for the write lock, and writes rows it holds an older copy of.
      const MOVES = 40;
      let acknowledged = 0;
      const writer = (bank: SpawnedBank, k: number) => async () => {
        for (let i = 0; i < MOVES; i++) {
          const answer = await bank.request('/__fake-bank/clock', {
            method: 'POST',
            body: { advanceMinutes: 1 },
            session: sessions[(i + k) % sessions.length],
          });
          if (answer.status === 200) acknowledged++;
        }
      };
      await Promise.all([0, 1, 2, 3].flatMap((k) => [writer(a, k)(), writer(b, k)()]));
      expect(acknowledged).toBe(8 * MOVES);
      for (const session of sessions) {
        for (const bank of [a, b]) {
          const view = (await bank.request('/__fake-bank/session', { session })).body as SessionView;
          // Whole minutes moved (the clock also runs with real time, a few seconds here).
          expect(Math.floor((Date.parse(view.clock) - startedAt.get(session)!) / 60_000)).toBe(
            (8 * MOVES) / 4,
          );
        }
      }
      await a.stop();
      await b.stop();
    },
  );

  it(
    'refuses a deeply nested body and large refused bodies without storing them; token visitors leave a tester alone',
    { timeout: 120_000 },
    async () => {
      const file = join(dir, 'hostile.sqlite');
      const bank = await start(file, true);
      const tester = 'live-tester';
      await startSession(bank, tester, 'home.overdue-late-fee');

      // 100 KB nested 50,000 levels deep (under the size limit) and 200 KB (over it), no session, no token:
      // refused before anything is kept.
      for (const [levels, status] of [
        [50_000, 400],
        [100_000, 413],
      ] as const) {
        const nested = await fetch(`${bank.url}/ifes/ams/account/pre_check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-fake-bank-session': 'deep-visitor' },
          body: '['.repeat(levels) + ']'.repeat(levels),
        });
        expect(nested.status).toBe(status);
        expect(((await nested.json()) as { ret_code: string }).ret_code).toBe('80400001');
      }
      expect((await bank.request('/__fake-bank/log', { session: 'deep-visitor' })).body).toEqual([]);

      // 100 refused bodies of 0.1 MB each (no CSRF token): the log keeps bounded entries only.
      const big = JSON.stringify({ partnerId: 'x'.repeat(100_000) });
      for (let i = 0; i < 100; i++) {
        await fetch(`${bank.url}/ifes/ams/account/pre_check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-fake-bank-session': tester },
          body: big,
        });
      }
      const log = (await bank.request('/__fake-bank/log', { session: tester })).body as unknown[];
      expect(log.length).toBeLessThanOrEqual(120);
      expect(JSON.stringify(log).length).toBeLessThan(120 * 8192);

      // 600 cookieless token fetches: each a visitor of its own, none displaces the tester.
      for (let i = 0; i < 600; i++) await fetch(`${bank.url}/ifes/common/csrf_token/get`);
      const view = (await bank.request('/__fake-bank/session', { session: tester })).body as SessionView;
      expect(view.scenario).toBe('home.overdue-late-fee');

      // Persistence still works for everybody after all that.
      await bank.request('/__fake-bank/faults', {
        method: 'POST',
        body: { next: [{ path: '/after', kind: 'code', code: '80488999' }] },
        session: tester,
      });
      await bank.stop('SIGKILL');
      const again = await start(file);
      const after = (await again.request('/__fake-bank/session', { session: tester })).body as SessionView;
      expect(after.faults.map((f) => f.path)).toContain('/after');
      await again.stop();
    },
  );
});
