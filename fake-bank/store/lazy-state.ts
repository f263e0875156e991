import { applyPatch, type PatchOp } from './state-patch';

/**
 * A session's state read back from its row, parsed one piece at a time, when first touched (issue 39,
 * build 2; decisions 0082, 0089). A piece is a top-level slice, or, of a slice that is an object, each of
 * its keys: a read of the home touches the credit slice's books and the wallet's status, not the wallet's
 * orders, the loyalty history or the content lists, so most of a ~70 KB state is never parsed.
 * Each piece is an accessor until read (or set), then an ordinary property in the same place, so everything
 * that walks the state (JSON.stringify, spreads, schemas) sees the whole state as before.
 */

/** A seed's slice as JSON, or, of an object slice, each of its keys' JSON (in the slice's key order). */
export type SeedSlice = string | ReadonlyMap<string, string>;

/** The pieces not parsed yet of each lazy object (a state or a slice), with the patch's operations in them. */
const pendingOf = new WeakMap<object, Map<string, PatchOp[]>>();

/** Pieces settled so far in this process: a unit that settled none left its session's size as it was. */
let settledPieces = 0;
export const piecesSettled = (): number => settledPieces;

function settle(target: Record<string, unknown>, key: string, value: unknown): void {
  settledPieces++;
  pendingOf.get(target)?.delete(key);
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** Operations grouped by the key at `depth` of their paths. */
function byKeyAt(ops: readonly PatchOp[], depth: number): Map<string, PatchOp[]> {
  const grouped = new Map<string, PatchOp[]>();
  for (const op of ops) {
    const key = op[1][depth] as string;
    let list = grouped.get(key);
    if (!list) grouped.set(key, (list = []));
    list.push(op);
  }
  return grouped;
}

/**
 * An object whose keys are accessors parsing `json(key)` and applying that key's operations on first use.
 * `path`: where the object sits in the state (the operations' paths start at the state's top).
 */
function lazyObject(
  keys: Iterable<string>,
  json: (key: string) => string,
  ops: Map<string, PatchOp[]>,
  path: readonly string[],
  part: (key: string, sliceOps: PatchOp[]) => unknown,
  shared?: (key: string) => unknown,
): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  const pending = new Map<string, PatchOp[]>();
  for (const key of keys) {
    const keyOps = ops.get(key) ?? [];
    const same = keyOps.length ? undefined : shared?.(key);
    if (same !== undefined) {
      // The seed's own (frozen) piece: nothing to parse, nothing pending.
      target[key] = same;
      continue;
    }
    pending.set(key, keyOps);
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = part(key, keyOps) ?? patched(path, key, JSON.parse(json(key)), keyOps);
        settle(target, key, value);
        return value;
      },
      set(value: unknown) {
        settle(target, key, value);
      },
    });
  }
  if (pending.size) pendingOf.set(target, pending);
  return target;
}

/** A parsed piece with its operations applied on a copy nested as in the state, so their paths apply as they are. */
function patched(path: readonly string[], key: string, value: unknown, ops: PatchOp[]): unknown {
  if (!ops.length) return value;
  const root: Record<string, unknown> = {};
  let parent = root;
  for (const step of path) parent = (parent[step] = {}) as Record<string, unknown>;
  parent[key] = value;
  applyPatch(root, ops);
  let out: unknown = root;
  for (const step of [...path, key]) out = (out as Record<string, unknown>)[step];
  return out;
}

/**
 * A slice's operations can be applied key by key: each under one of the slice's keys, a delete or a cut
 * of a key itself, or a new key, aside (those parse the slice whole).
 */
const byPart = (parts: ReadonlyMap<string, string>, ops: readonly PatchOp[]) =>
  ops.every(
    (op) => op[1].length > 2 || (op[1].length === 2 && op[0] === 's' && parts.has(op[1][1] as string)),
  );

/**
 * The seed (as its slices' JSON, in the seed's key order) with `ops` applied, piece by piece on first use;
 * undefined when an operation reaches the top level itself (a slice added or removed: decode it whole).
 * `shared`: the seed parsed and frozen (kernel/shared-seed.ts); each piece no operation reaches is then the
 * seed's own, not a copy, and each slice an object of the session's own holding them.
 */
export function lazyPatchedState(
  slices: ReadonlyMap<string, SeedSlice>,
  ops: readonly PatchOp[],
  shared?: Readonly<Record<string, unknown>>,
): Record<string, unknown> | undefined {
  for (const op of ops) {
    const key = op[1][0];
    if (typeof key !== 'string' || !slices.has(key) || (op[1].length === 1 && op[0] !== 's'))
      return undefined;
  }
  const sliceJson = (key: string) => {
    const slice = slices.get(key)!;
    return typeof slice === 'string'
      ? slice
      : `{${[...slice].map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
  };
  const sharedPart = (key: string) => {
    const slice = shared?.[key];
    return slice && typeof slice === 'object'
      ? (sub: string) => (slice as Record<string, unknown>)[sub]
      : undefined;
  };
  const slice = (key: string, sliceOps: PatchOp[]) => {
    const parts = slices.get(key);
    if (typeof parts === 'string' || !parts || !byPart(parts, sliceOps)) return undefined;
    return lazyObject(
      parts.keys(),
      (sub) => parts.get(sub)!,
      byKeyAt(sliceOps, 1),
      [key],
      () => undefined,
      sharedPart(key),
    );
  };
  // An object slice is an object of the session's own (a call may set its keys) holding the seed's pieces
  // (a shallow copy costs less than the accessors of a lazy one); anything else is the seed's itself.
  const whole = shared
    ? (key: string) =>
        typeof slices.get(key) === 'string' ? shared[key] : { ...(shared[key] as Record<string, unknown>) }
    : undefined;
  return lazyObject(slices.keys(), sliceJson, byKeyAt(ops, 0), [], slice, whole);
}

/**
 * The pieces of a lazy object (a state, or a slice of one) not parsed yet, with their operations (they are
 * as the row has them, so a write copies their operations instead of parsing and comparing them); undefined
 * for any other object, or once all are parsed.
 */
export function pendingSlices(target: object): ReadonlyMap<string, PatchOp[]> | undefined {
  const pending = pendingOf.get(target);
  return pending?.size ? pending : undefined;
}
