import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, urlPathOf } from '../../contracts';
import { buildState, catalogue } from '../../scenarios';
import { createBank } from '../core/bank';
import { SessionStore, type Session } from '../core/session-store';
import { persistSessions } from './persistence';

const dir = mkdtempSync(join(tmpdir(), 'fake-bank-persist-'));
let fileCount = 0;
const newFile = () => join(dir, `nested-${++fileCount}`, 'state.json');

// persistSessions adds a process 'exit' listener per call (to flush a pending write); drop ours after each test.
let exitListeners = process.listeners('exit');
beforeEach(() => {
  exitListeners = process.listeners('exit');
});
afterEach(() => {
  for (const listener of process.listeners('exit')) {
    if (!exitListeners.includes(listener)) process.off('exit', listener);
  }
});

afterAll(async () => {
  // Let any debounced write land before the directory goes.
  await new Promise((resolve) => setTimeout(resolve, 400));
  rmSync(dir, { recursive: true, force: true });
});

/** Waits for the debounced write (250 ms) to put a snapshot on disk that satisfies `check`. */
async function snapshotOnDisk(file: string, check: (sessions: Session[]) => boolean): Promise<Session[]> {
  let sessions: Session[] = [];
  await vi.waitFor(
    () => {
      expect(existsSync(file)).toBe(true);
      sessions = JSON.parse(readFileSync(file, 'utf8')) as Session[];
      expect(check(sessions)).toBe(true);
    },
    { timeout: 3000, interval: 50 },
  );
  return sessions;
}

/** Seeds a session that differs from its scenario: notify request saved, clock moved, fault armed. */
function seedChangedSession(store: SessionStore, id: string) {
  const bank = createBank({ store });
  bank.resetSession(id, 'apply.not-whitelisted');
  const csrf = bank.handle({
    sessionId: id,
    method: 'GET',
    path: urlPathOf(endpoints.csrfToken),
    query: {},
    body: undefined,
    csrfToken: undefined,
    lang: 'id',
  });
  if (csrf.kind !== 'envelope') throw new Error('csrf fault');
  const token = (csrf.envelope.ret_data as { csrf_token: string }).csrf_token;
  const saved = bank.handle({
    sessionId: id,
    method: 'POST',
    path: urlPathOf(endpoints.saveNotifyRequest),
    query: {},
    body: {},
    csrfToken: token,
    lang: 'id',
  });
  expect(saved.kind === 'envelope' && saved.envelope.ret_code).toBe('0000');
  bank.setClock(id, { advanceDays: 7 });
  bank.armFaults(id, { next: [{ path: '/pre_check', kind: 'code', code: '80488999' }] });
  return { bank, token };
}

describe('persistSessions', () => {
  it('writes the snapshot to the file, and a second store restores it', async () => {
    const file = newFile();
    const first = new SessionStore();
    expect(persistSessions(first, file, false).restored).toBe(0);
    const { bank, token } = seedChangedSession(first, 'persisted-1');
    const clockBefore = bank.describeClock(bank.ensureSession('persisted-1'));

    const onDisk = await snapshotOnDisk(file, (s) =>
      s.some((x) => x.id === 'persisted-1' && x.faults.length === 1),
    );
    expect(onDisk).toHaveLength(1);
    expect(onDisk[0]!.state.paylater.notifyRequested).toBe(true);

    const second = new SessionStore();
    expect(persistSessions(second, file, false).restored).toBe(1);
    const restored = second.get('persisted-1')!;
    expect(restored.scenarioId).toBe('apply.not-whitelisted');
    expect(restored.state.paylater.notifyRequested).toBe(true);
    expect(restored.state.customer).toEqual(buildState(catalogue.get('apply.not-whitelisted')!).customer);
    expect(restored.csrfToken).toBe(token);
    expect(restored.faults).toEqual([{ path: '/pre_check', kind: 'code', code: '80488999' }]);
    expect(restored.log.map((e) => e.path)).toEqual([
      urlPathOf(endpoints.csrfToken),
      urlPathOf(endpoints.saveNotifyRequest),
    ]);

    // The restored session keeps its moved clock.
    const bankAfterRestart = createBank({ store: second });
    expect(bankAfterRestart.describeClock(restored).slice(0, 10)).toBe(clockBefore.slice(0, 10));
    expect(clockBefore.slice(0, 10)).toBe('2026-11-28');
  });

  it('--fresh ignores the file', async () => {
    const file = newFile();
    const first = new SessionStore();
    persistSessions(first, file, false);
    seedChangedSession(first, 'persisted-2');
    await snapshotOnDisk(file, (s) => s.length === 1);

    const fresh = new SessionStore();
    expect(persistSessions(fresh, file, true).restored).toBe(0);
    expect(fresh.get('persisted-2')).toBeUndefined();
    expect(fresh.snapshot()).toEqual([]);
    // And the bank answers that session from its default scenario again.
    expect(createBank({ store: fresh }).ensureSession('persisted-2').scenarioId).toBe('apply.can-apply');
  });

  it.each([
    ['text that is not JSON', 'not json {{{'],
    ['an empty file', ''],
    ['a JSON object instead of a list', '{"sessions": []}'],
    ['a JSON null', 'null'],
    ['binary noise', '\u0000\u0001\u00ff\u0010'],
    ['sessions of the wrong shape', JSON.stringify([{ id: 'x' }, 42, null, 'text'])],
  ])('does not crash on %s, and starts empty', (_name, garbage) => {
    const file = newFile();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, garbage);
    const store = new SessionStore();
    expect(() => persistSessions(store, file, false)).not.toThrow();
    expect(store.snapshot()).toEqual([]);
  });

  it('keeps the valid sessions of a partly broken file and drops unknown scenarios', async () => {
    const file = newFile();
    const first = new SessionStore();
    persistSessions(first, file, false);
    seedChangedSession(first, 'good-one');
    const [good] = await snapshotOnDisk(file, (s) => s.length === 1);

    const brokenState = { ...good!, id: 'broken-state', state: { ...good!.state, customer: { nik: 'abc' } } };
    const goneScenario = { ...good!, id: 'gone-scenario', scenarioId: 'removed.scenario' };
    writeFileSync(file, JSON.stringify([good, brokenState, goneScenario, { nonsense: true }]));

    const store = new SessionStore();
    expect(persistSessions(store, file, false).restored).toBe(1);
    expect(store.snapshot().map((s) => s.id)).toEqual(['good-one']);
  });

  it('writes through a temporary file and leaves only the state file', async () => {
    const file = newFile();
    const store = new SessionStore();
    persistSessions(store, file, false);
    createBank({ store }).resetSession('tmp-check', 'lang.english');
    await snapshotOnDisk(file, (s) => s.some((x) => x.id === 'tmp-check'));
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });
});
