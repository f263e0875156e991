import { applyPatch, type PatchOp } from './state-patch';

/**
 * A session's state read back from its row, parsed one top-level slice at a time, when first touched
 * (issue 39, build 2; decision 0082). A read of the home touches the credit slice and a few small ones, not
 * the wallet's orders, the loyalty history or the content lists: most of a ~70 KB state is never parsed.
 * Each slice is an accessor until read (or set), then an ordinary property in the same place, so everything
 * that walks the state (JSON.stringify, spreads, schemas) sees the whole state as before.
 */

/** The slices not parsed yet of each lazy state, with the operations of its patch that fall in them. */
const pendingOf = new WeakMap<object, Map<string, PatchOp[]>>();

function settle(state: Record<string, unknown>, key: string, value: unknown): void {
  pendingOf.get(state)?.delete(key);
  Object.defineProperty(state, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * The seed (as its slices' JSON, in the seed's key order) with `ops` applied, slice by slice on first use;
 * undefined when an operation reaches the top level itself (a slice added or removed: decode it whole).
 */
export function lazyPatchedState(
  slices: ReadonlyMap<string, string>,
  ops: readonly PatchOp[],
): Record<string, unknown> | undefined {
  const byKey = new Map<string, PatchOp[]>();
  for (const op of ops) {
    const key = op[1][0];
    if (typeof key !== 'string' || !slices.has(key) || (op[1].length === 1 && op[0] !== 's'))
      return undefined;
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(op);
  }
  const state: Record<string, unknown> = {};
  const pending = new Map<string, PatchOp[]>();
  for (const [key, json] of slices) {
    const sliceOps = byKey.get(key) ?? [];
    pending.set(key, sliceOps);
    Object.defineProperty(state, key, {
      enumerable: true,
      configurable: true,
      get() {
        // The slice's operations on a one-key copy, so their paths (from the state's top) apply as they are.
        const wrapper: Record<string, unknown> = { [key]: JSON.parse(json) as unknown };
        applyPatch(wrapper, sliceOps);
        settle(state, key, wrapper[key]);
        return wrapper[key];
      },
      set(value: unknown) {
        settle(state, key, value);
      },
    });
  }
  pendingOf.set(state, pending);
  return state;
}

/**
 * The slices of a lazy state not parsed yet, with their operations (they are as the row has them, so a
 * write copies their operations instead of parsing and comparing them); undefined for any other state.
 */
export function pendingSlices(state: object): ReadonlyMap<string, PatchOp[]> | undefined {
  const pending = pendingOf.get(state);
  return pending?.size ? pending : undefined;
}
