import { describe, expect, it } from 'vitest';
import { applyPatch, diffJson } from './state-patch';
import { decodeState, encodeState } from './sql-store';
import { lazyPatchedState, pendingSlices } from './lazy-state';
import { scenarioCatalogue } from '../../scenarios';
import type { BankState } from '../model/bank-state';

/** Issue 39, build 2 (decision 0082): a state read back parses only the slices a call touches. */
describe('a lazily read state', () => {
  const scenario = scenarioCatalogue.scenarios.get('home.bill-ready')!;
  const seedJson = scenarioCatalogue.seedJsonOf(scenario);
  const changedState = () => {
    const state = JSON.parse(seedJson) as BankState;
    state.paylater.notifyRequested = !state.paylater.notifyRequested;
    state.customer.name = 'Lazy Reader';
    return state;
  };

  it('reads as the eager decode does, and parses no slice before it is touched', () => {
    const text = encodeState(scenarioCatalogue, scenario.id, changedState());
    const lazy = decodeState(scenarioCatalogue, scenario.id, text)!;
    expect(pendingSlices(lazy)?.size).toBe(Object.keys(JSON.parse(seedJson) as object).length);
    expect(lazy.customer.name).toBe('Lazy Reader');
    expect(pendingSlices(lazy)?.has('customer')).toBe(false);
    expect(pendingSlices(lazy)?.has('wallet')).toBe(true);
    // Everything that walks the state sees all of it, in the seed's key order.
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(changedState()));
    expect(pendingSlices(lazy)).toBeUndefined();
  });

  it('writes back the untouched slices as the row had them, the touched ones compared', () => {
    const text = encodeState(scenarioCatalogue, scenario.id, changedState());
    const lazy = decodeState(scenarioCatalogue, scenario.id, text)!;
    lazy.credit.autoDebited = ['20261101'];
    const again = encodeState(scenarioCatalogue, scenario.id, lazy);
    // customer and paylater were never parsed: their operations are copied.
    expect(pendingSlices(lazy)?.has('customer')).toBe(true);
    const expected = changedState();
    expected.credit.autoDebited = ['20261101'];
    const eager = decodeState(scenarioCatalogue, scenario.id, again)!;
    expect(JSON.parse(JSON.stringify(eager))).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('a slice set whole is kept; an operation at the top level decodes the state whole', () => {
    const slices = new Map([
      ['a', '{"x":1}'],
      ['b', '[1,2,3]'],
    ]);
    const state = lazyPatchedState(slices, [['s', ['b', 1], 9]])!;
    state.a = { y: 2 };
    expect(JSON.stringify(state)).toBe('{"a":{"y":2},"b":[1,9,3]}');
    expect(lazyPatchedState(slices, [['s', ['c'], 1]])).toBeUndefined();
    expect(lazyPatchedState(slices, [['d', ['a']]])).toBeUndefined();
    const seed = { a: { x: 1 }, b: [1, 2, 3] };
    const ops = diffJson(seed, { a: { x: 2 }, b: [1, 2, 3] });
    expect(JSON.stringify(lazyPatchedState(slices, ops))).toBe(
      JSON.stringify(applyPatch(structuredClone(seed), ops)),
    );
  });
});

describe('a lazily read object slice', () => {
  const scenario = scenarioCatalogue.scenarios.get('home.bill-ready')!;
  const seedJson = scenarioCatalogue.seedJsonOf(scenario);

  it('parses its keys one by one, and a write copies the operations of the keys not parsed', () => {
    const state = JSON.parse(seedJson) as BankState;
    state.wallet.acctStatus = state.wallet.acctStatus === 'F' ? 'A' : 'F';
    state.wallet.orders = state.wallet.orders.slice(1);
    const text = encodeState(scenarioCatalogue, scenario.id, state);
    const lazy = decodeState(scenarioCatalogue, scenario.id, text)!;
    expect(lazy.wallet.acctStatus).toBe(state.wallet.acctStatus);
    expect(pendingSlices(lazy.wallet)?.has('orders')).toBe(true);
    expect(pendingSlices(lazy.wallet)?.has('acctStatus')).toBe(false);
    lazy.wallet.balance = '123';
    const again = encodeState(scenarioCatalogue, scenario.id, lazy);
    expect(pendingSlices(lazy.wallet)?.has('orders')).toBe(true);
    const expected = { ...state, wallet: { ...state.wallet, balance: '123' } };
    const eager = decodeState(scenarioCatalogue, scenario.id, again)!;
    expect(JSON.stringify(eager)).toBe(JSON.stringify(expected));
  });

  it('a key set whole, added or deleted reads as the eager decode does', () => {
    const state = JSON.parse(seedJson) as { wallet: Record<string, unknown> };
    state.wallet.merchants = [];
    state.wallet.extra = { added: true };
    delete state.wallet.seq;
    const text = encodeState(scenarioCatalogue, scenario.id, state as unknown as BankState);
    const lazy = decodeState(scenarioCatalogue, scenario.id, text)!;
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(state));
  });
});
