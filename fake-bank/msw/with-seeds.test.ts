import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { BrowserSessionStore, openBankDatabase } from './browser-session-store';
import { withSeeds } from './with-seeds';
import { scenarioCatalogue } from '../../scenarios';
import type { ScenarioCatalogue } from '../model/scenario';
import { testBank } from '../testing/bank-driver';

/** The demo's catalogue as the browser has it (demo/browser-catalogue.ts): a seed is there once fetched. */
const fetched = new Set<string>();
class NotFetched extends Error {
  constructor(readonly id: string) {
    super(`seed of ${id} not fetched`);
  }
}
const browserCatalogue: ScenarioCatalogue = {
  ...scenarioCatalogue,
  seedStateOf: (scenario) => {
    if (!fetched.has(scenario.id)) throw new NotFetched(scenario.id);
    return scenarioCatalogue.seedStateOf(scenario);
  },
};

const ID = 'with-seeds-1';
const loads: string[] = [];
const seeds = {
  load: async (id: string) => {
    loads.push(id);
    if (id === 'no.such-seed') throw new Error('404');
    fetched.add(id);
  },
  missing: (error: unknown) => (error instanceof NotFetched ? error.id : undefined),
};

describe('withSeeds (the demo fetches a scenario’s seed when the core asks for it)', () => {
  it('runs a call again once the seed is fetched; the failed try changed nothing', async () => {
    const store = new BrowserSessionStore(await openBankDatabase(new IDBFactory()));
    const bank = testBank({ scenarios: browserCatalogue, store });
    const run = withSeeds(seeds);

    // A new session starts in the default scenario, whose seed is not here yet.
    const first = await run(() => store.unit(ID, () => bank.ensureSession(ID).scenarioId));
    expect(first).toBe('apply.can-apply');
    expect(loads).toEqual(['apply.can-apply']);

    // A reset to a scenario not fetched: the session stays as it was until the seed is here.
    const tries: string[] = [];
    const reset = run(() =>
      store.unit(ID, () => {
        tries.push(store.get(ID)!.scenarioId);
        return bank.resetSession(ID, 'bill.ready').scenarioId;
      }),
    );
    expect(await reset).toBe('bill.ready');
    expect(tries).toEqual(['apply.can-apply', 'apply.can-apply']);
    expect(await store.unit(ID, () => bank.ensureSession(ID).scenarioId)).toBe('bill.ready');
  });

  it('fails the call when the seed does not come, or the error is not a missing seed', async () => {
    const run = withSeeds(seeds);
    await expect(run(() => Promise.reject(new NotFetched('no.such-seed')))).rejects.toThrow('404');
    await expect(run(() => Promise.reject(new Error('other')))).rejects.toThrow('other');
  });
});
