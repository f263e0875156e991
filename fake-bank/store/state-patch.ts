/**
 * A session's state as what differs from its scenario's seed (which is deterministic per scenario: a fixed
 * faker seed and clock), so a stored row holds a few KB instead of the whole ~50-80 KB state.
 *
 * A patch is a list of operations, applied in order to a fresh copy of the seed:
 *   ['s', path, value]  set the value at path (the parent exists by then)
 *   ['d', path]         delete an object's key
 *   ['t', path, length] cut an array to length
 * Objects are compared key by key and arrays element by element; an array whose elements mostly differ
 * (one inserted at the front) is set whole, which is smaller than an operation per element.
 */
export type PatchPath = Array<string | number>;
export type PatchOp = ['s', PatchPath, unknown] | ['d', PatchPath] | ['t', PatchPath, number];

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object's keys as JSON writes them (an undefined value is no key). */
const definedKeys = (value: Record<string, Json>) =>
  Object.keys(value).filter((key) => value[key] !== undefined);

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/** The operations that turn `from` into `to` (both plain JSON data; neither is changed). */
export function diffJson(from: Json, to: Json): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(from, to, [], ops);
  return ops;
}

function walk(from: Json, to: Json, path: PatchPath, ops: PatchOp[]): void {
  if (from === to) return;
  if (Array.isArray(from) && Array.isArray(to)) {
    const common = Math.min(from.length, to.length);
    const mark = ops.length;
    let differing = 0;
    for (let i = 0; i < common; i++) {
      if (from[i] === to[i]) continue;
      const before = ops.length;
      walk(from[i], to[i], [...path, i], ops);
      if (ops.length > before) differing++;
    }
    // Most shared places differ (an element inserted or removed near the front): the whole array is smaller.
    if (common > 4 && differing > common / 2) {
      ops.length = mark;
      ops.push(['s', path, to]);
      return;
    }
    if (to.length < from.length) ops.push(['t', path, to.length]);
    for (let i = common; i < to.length; i++) ops.push(['s', [...path, i], to[i]]);
    return;
  }
  if (isObject(from) && isObject(to)) {
    const fromKeys = definedKeys(from);
    const toKeys = definedKeys(to);
    if (sameKeys(fromKeys, toKeys)) {
      for (const key of toKeys) walk(from[key], to[key], [...path, key], ops);
      return;
    }
    // Keys come and go: a patched copy keeps the seed's order with new keys last. When that is not the
    // order of `to` (answers list a record in its order), the object is set whole.
    const kept = new Set(toKeys);
    const had = new Set(fromKeys);
    const added = toKeys.filter((key) => !had.has(key));
    if (!sameKeys([...fromKeys.filter((key) => kept.has(key)), ...added], toKeys)) {
      ops.push(['s', path, to]);
      return;
    }
    for (const key of fromKeys) {
      if (!kept.has(key)) ops.push(['d', [...path, key]]);
      else walk(from[key], to[key], [...path, key], ops);
    }
    for (const key of added) ops.push(['s', [...path, key], to[key]]);
    return;
  }
  // NaN and -0 do not survive JSON: compare as JSON would write them.
  if (typeof from === 'number' && typeof to === 'number' && JSON.stringify(from) === JSON.stringify(to)) {
    return;
  }
  ops.push(['s', path, to]);
}

/** Applies `ops` to `target` in place (a fresh copy of the seed) and answers the result. */
export function applyPatch(target: Json, ops: readonly PatchOp[]): Json {
  let root = target;
  for (const op of ops) {
    const path = op[1];
    // A key that reaches a prototype is never followed (a stored key cannot pollute Object.prototype).
    if (path.some((key) => key === '__proto__' || key === 'constructor' || key === 'prototype')) continue;
    if (path.length === 0) {
      if (op[0] === 's') root = op[2];
      else if (op[0] === 't' && Array.isArray(root)) root.length = op[2];
      continue;
    }
    let parent: Json = root;
    for (let i = 0; i < path.length - 1; i++) parent = (parent as Record<string | number, Json>)[path[i]!];
    const key = path[path.length - 1]!;
    const container = parent as Record<string | number, Json>;
    if (op[0] === 's') container[key] = op[2];
    else if (op[0] === 'd') delete container[key];
    else {
      const array = container[key];
      if (Array.isArray(array)) array.length = op[2];
    }
  }
  return root;
}
