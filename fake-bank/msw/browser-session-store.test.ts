import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { BrowserSessionStore, openBankDatabase } from './browser-session-store';
import { testBank } from '../testing/bank-driver';

/** A browser profile's IndexedDB (fake-indexeddb), and a page over it: a new page is a reload. */
async function page(factory: IDBFactory) {
  const store = new BrowserSessionStore(await openBankDatabase(factory));
  return { store, bank: testBank({ store }) };
}

const ID = 'browser-session-1';

describe('BrowserSessionStore (IndexedDB)', () => {
  it('keeps a session across a reload: scenario, state, clock and log', async () => {
    const profile = new IDBFactory();
    const first = await page(profile);
    await first.store.unit(ID, () => first.bank.resetSession(ID, 'home.overdue-late-fee'));
    await first.store.unit(ID, () => first.bank.setClock(ID, { advanceDays: 1 }));
    const { answer } = await first.bank.serve({
      sessionId: ID,
      method: 'GET',
      path: '/ifes/common/csrf_token/get',
      query: {},
      body: undefined,
      csrfToken: undefined,
      lang: 'id',
    });
    expect(answer.kind).toBe('envelope');
    const before = await first.store.unit(ID, () => first.bank.ensureSession(ID));
    await first.store.close();

    const reloaded = await page(profile);
    const after = await reloaded.store.unit(ID, () => reloaded.bank.ensureSession(ID));
    expect(after.scenarioId).toBe('home.overdue-late-fee');
    expect(after.clock).toEqual(before.clock);
    expect(after.csrfToken).toBe(before.csrfToken);
    expect(after.csrfToken).toMatch(/^[0-9a-f]{32}$/);
    expect(after.state).toEqual(before.state);
    const log = await reloaded.store.readLog(ID);
    expect(log.map((entry) => entry.path)).toEqual(['/ifes/common/csrf_token/get']);
    expect(await reloaded.store.list()).toMatchObject([{ id: ID, scenarioId: 'home.overdue-late-fee' }]);
  });

  it('lets two tabs take turns on one session: each unit reads what the other wrote', async () => {
    const profile = new IDBFactory();
    const [one, two] = await Promise.all([page(profile), page(profile)]);
    await one.store.unit(ID, () => one.bank.resetSession(ID, 'apply.can-apply'));
    await Promise.all([
      one.store.unit(ID, () => one.bank.setClock(ID, { advanceMinutes: 10 })),
      two.store.unit(ID, () => two.bank.setClock(ID, { advanceMinutes: 20 })),
    ]);
    const session = await one.store.unit(ID, () => one.bank.ensureSession(ID));
    const reset = await two.store.unit(ID, () => two.bank.ensureSession(ID));
    expect(session.clock).toEqual(reset.clock);
    // Both moves count: 30 minutes past the scenario's clock, plus the real time the test took.
    const moved = session.clock.anchorMs - Date.parse('2026-11-21T10:00:00+07:00');
    expect(moved).toBeGreaterThanOrEqual(30 * 60_000);
    expect(moved).toBeLessThan(31 * 60_000);
  });

  it('writes nothing of a unit whose work fails', async () => {
    const profile = new IDBFactory();
    const tab = await page(profile);
    await tab.store.unit(ID, () => tab.bank.resetSession(ID, 'apply.can-apply'));
    await expect(
      tab.store.unit(ID, () => {
        tab.bank.setClock(ID, { advanceDays: 3 });
        throw new Error('half way');
      }),
    ).rejects.toThrow('half way');
    const session = await tab.store.unit(ID, () => tab.bank.ensureSession(ID));
    expect(session.clock.anchorMs).toBeLessThan(Date.parse('2026-11-22T00:00:00+07:00'));
  });
});
