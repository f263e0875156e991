import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, urlPathOf } from '../../contracts';
import { SqliteSessionStore } from './sqlite-store';
import { scenarioCatalogue } from '../../scenarios';
import { testBank } from '../testing/bank-driver';
import type { Session } from '../kernel/session';

/** Decision 0098: sessions read back from their rows share the seed's frozen pieces; a write gets its own. */
const dir = mkdtempSync(join(tmpdir(), 'fake-bank-shared-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

function bankOn(store: SqliteSessionStore) {
  const bank = testBank({ store });
  const session = (id: string) => store.unit(id, () => bank.ensureSession(id), { known: true });
  const handle = (id: string, path: string, body: unknown, csrfToken?: string, method = 'POST') =>
    store.unit(
      id,
      () => bank.handle({ sessionId: id, method, path, query: {}, body, csrfToken, lang: 'id' }),
      {
        known: true,
      },
    );
  const token = async (id: string) => {
    const answer = await handle(id, urlPathOf(endpoints.csrfToken), undefined, undefined, 'GET');
    if (answer.kind !== 'envelope') throw new Error('fault');
    return (answer.envelope.ret_data as { csrf_token: string }).csrf_token;
  };
  return { bank, session, handle, token };
}

/** Sessions of one scenario written by one store, then a second store on the file (another process). */
async function sessionsReadBack(scenarioId: string, ids: string[]) {
  const file = join(dir, `bank-${++files}.sqlite`);
  const first = new SqliteSessionStore(file);
  const { bank } = bankOn(first);
  for (const id of ids) await first.unit(id, () => bank.resetSession(id, scenarioId));
  await first.close();
  const store = new SqliteSessionStore(file);
  return { store, file, ...bankOn(store) };
}

const seedOf = (scenarioId: string) =>
  JSON.parse(scenarioCatalogue.seedJsonOf(scenarioCatalogue.scenarios.get(scenarioId)!)) as Session['state'];

describe('a session read back shares its seed', () => {
  it('two sessions of one scenario read back hold the same frozen pieces, equal to the seed', async () => {
    const { store, session } = await sessionsReadBack('bill.ready', ['s-1', 's-2']);
    const one = await session('s-1');
    const two = await session('s-2');
    expect(one.state.credit.loans).toBe(two.state.credit.loans);
    expect(Object.isFrozen(one.state.credit.loans)).toBe(true);
    // Each slice is the session's own object: setting a key on one leaves the other as it was.
    expect(one.state.credit).not.toBe(two.state.credit);
    expect(JSON.parse(JSON.stringify(one.state))).toEqual(seedOf('bill.ready'));
    await store.close();
  });

  it('a unit that writes into a shared piece is done again on its own copy: the change is kept once', async () => {
    const { store, file, bank } = await sessionsReadBack('bill.ready', ['w-1', 'w-2']);
    let runs = 0;
    const before = seedOf('bill.ready').credit.refunds.length;
    await store.unit(
      'w-1',
      () => {
        runs++;
        const state = bank.ensureSession('w-1').state;
        state.credit.refunds.push({ ...(state.credit.refunds[0] ?? {}), id: 'test-refund' } as never);
        store.changed();
      },
      { known: true },
    );
    expect(runs).toBe(2);
    await store.close();

    const again = new SqliteSessionStore(file);
    const { session } = bankOn(again);
    const written = await session('w-1');
    expect(written.state.credit.refunds).toHaveLength(before + 1);
    expect(
      written.state.credit.refunds.filter((r) => (r as { id?: string }).id === 'test-refund'),
    ).toHaveLength(1);
    expect((await session('w-2')).state.credit.refunds).toHaveLength(before);
    expect(seedOf('bill.ready').credit.refunds).toHaveLength(before);
    await again.close();
  });

  it('a bank call that changes a shared piece answers as on a copy of its own, and no other session changes', async () => {
    const { store, handle, token, session } = await sessionsReadBack('bill.ready', ['b-1', 'b-2']);
    const csrf = await token('b-1');
    const repaid = await handle(
      'b-1',
      urlPathOf(endpoints.creditApplyRepay),
      {
        TXN_CODE: 'BillRepay',
        session: 'shared-seed-1',
        REPAY_TYPE: 'VA',
        TOT_AMOUNT: '10000',
        LOAN_LIST: [],
      },
      csrf,
    );
    expect(repaid.kind === 'envelope' && repaid.envelope.ret_code).toBe('0000');
    const changed = JSON.stringify((await session('b-1')).state);
    expect(changed).not.toBe(JSON.stringify(seedOf('bill.ready')));
    expect(JSON.parse(JSON.stringify((await session('b-2')).state))).toEqual(seedOf('bill.ready'));
    await store.close();
  });
});
