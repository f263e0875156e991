import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue, seedJsonOf } from '../../scenarios';
import { applyPatch, diffJson } from './state-patch';

const roundTrip = (from: unknown, to: unknown) =>
  applyPatch(JSON.parse(JSON.stringify(from)), JSON.parse(JSON.stringify(diffJson(from, to))));

describe('state patches', () => {
  it('turn any JSON value into any other', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (from, to) => {
        expect(JSON.stringify(roundTrip(from, to))).toBe(JSON.stringify(JSON.parse(JSON.stringify(to))));
      }),
      { numRuns: 300 },
    );
  });

  it('turn an object into one with the same keys, in the same or another order, some values changed', () => {
    const record = fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 });
    fc.assert(
      fc.property(record, fc.array(fc.jsonValue({ maxDepth: 2 })), fc.boolean(), (from, values, reorder) => {
        const keys = Object.keys(from);
        const entries = keys.map((key, i): [string, unknown] => [
          key,
          i < values.length ? values[i] : from[key],
        ]);
        const to = Object.fromEntries(reorder ? entries.reverse() : entries);
        expect(JSON.stringify(roundTrip(from, to))).toBe(JSON.stringify(JSON.parse(JSON.stringify(to))));
        expect(diffJson(from, structuredClone(from))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('are empty between equal values and small for a small change of a seed', () => {
    const seed = JSON.parse(seedJsonOf(catalogue.get('home.bill-ready')!)) as Record<string, unknown>;
    const copy = structuredClone(seed);
    expect(diffJson(seed, copy)).toEqual([]);
    (copy.paylater as { notifyRequested: boolean }).notifyRequested = true;
    (copy.config as unknown[]).unshift({ moduleId: 'X', cfgKey: 'k', cfgValue: 'v' });
    delete (copy.customer as { cardName?: string }).cardName;
    const ops = diffJson(seed, copy);
    expect(JSON.stringify(ops).length).toBeLessThan(2000);
    expect(roundTrip(seed, copy)).toEqual(copy);
  });

  it('cut arrays, drop keys and follow no key to a prototype', () => {
    expect(roundTrip({ a: [1, 2, 3], b: 1 }, { a: [1] })).toEqual({ a: [1] });
    // A key JSON.parse made an own property is still changed, by setting its object whole.
    const own = JSON.parse('{"__proto__":0,"constructor":1,"a":{"prototype":2}}') as unknown;
    expect(JSON.stringify(roundTrip(own, {}))).toBe('{}');
    expect(JSON.stringify(roundTrip(own, JSON.parse('{"__proto__":1,"constructor":1,"a":{}}')))).toBe(
      '{"__proto__":1,"constructor":1,"a":{}}',
    );
    const target = {};
    applyPatch(target, [['s', ['__proto__', 'polluted'], true]]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
