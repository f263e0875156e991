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

/** An object's keys as JSON writes them (an undefined value is no key). */
const definedKeys = (value: Record<string, Json>) =>
  Object.keys(value).filter((key) => value[key] !== undefined);

function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The operations that turn `from` into `to` (both plain JSON data; neither is changed). */
export function diffJson(from: Json, to: Json): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(from, to, [], ops);
  return ops;
}

/** `path` is one array pushed and popped on the way down (a write walks the whole state): copied into ops. */
function walk(from: Json, to: Json, path: PatchPath, ops: PatchOp[]): void {
  if (from === to) return;
  if (typeof from !== 'object' || typeof to !== 'object' || from === null || to === null) {
    // NaN and -0 do not survive JSON: compare as JSON would write them.
    if (typeof from === 'number' && typeof to === 'number' && JSON.stringify(from) === JSON.stringify(to)) {
      return;
    }
    ops.push(['s', path.slice(), to]);
    return;
  }
  const fromArray = Array.isArray(from);
  if (fromArray !== Array.isArray(to)) {
    ops.push(['s', path.slice(), to]);
    return;
  }
  if (fromArray) walkArray(from as Json[], to as Json[], path, ops);
  else walkObject(from as Record<string, Json>, to as Record<string, Json>, path, ops);
}

function walkArray(from: Json[], to: Json[], path: PatchPath, ops: PatchOp[]): void {
  const common = Math.min(from.length, to.length);
  const mark = ops.length;
  let differing = 0;
  for (let i = 0; i < common; i++) {
    if (from[i] === to[i]) continue;
    const before = ops.length;
    path.push(i);
    walk(from[i], to[i], path, ops);
    path.pop();
    if (ops.length > before) differing++;
  }
  // Most shared places differ (an element inserted or removed near the front): the whole array is smaller.
  if (common > 4 && differing > common / 2) {
    ops.length = mark;
    ops.push(['s', path.slice(), to]);
    return;
  }
  if (to.length < from.length) ops.push(['t', path.slice(), to.length]);
  for (let i = common; i < to.length; i++) ops.push(['s', [...path, i], to[i]]);
}

/** Keys applyPatch never follows: a change under one is written as its object set whole. */
const unsafeKey = (key: string | number) =>
  key === '__proto__' || key === 'constructor' || key === 'prototype';

function walkObject(
  from: Record<string, Json>,
  to: Record<string, Json>,
  path: PatchPath,
  ops: PatchOp[],
): void {
  const mark = ops.length;
  walkObjectKeys(from, to, path, ops);
  const depth = path.length;
  for (let i = mark; i < ops.length; i++) {
    const key = ops[i]![1][depth];
    if (key !== undefined && unsafeKey(key)) {
      ops.length = mark;
      ops.push(['s', path.slice(), to]);
      return;
    }
  }
}

function walkObjectKeys(
  from: Record<string, Json>,
  to: Record<string, Json>,
  path: PatchPath,
  ops: PatchOp[],
): void {
  // The usual case: the same keys in the same order, no undefined value (which JSON drops). `to`'s keys are
  // read in place (plain JSON data has no inherited ones): a write walks every object of the state, and a
  // second key array for each was a fifth of the walk.
  const fromKeys = Object.keys(from);
  const mark = ops.length;
  let index = 0;
  let plain = true;
  for (const key in to) {
    if (fromKeys[index] !== key) {
      plain = false;
      break;
    }
    index++;
    const a = from[key];
    const b = to[key];
    if (a === b) continue;
    if (a === undefined || b === undefined) {
      plain = false;
      break;
    }
    path.push(key);
    walk(a, b, path, ops);
    path.pop();
  }
  if (plain && index === fromKeys.length) return;
  ops.length = mark;
  walkKeysChanged(from, to, path, ops);
}

/**
 * Keys come and go: a patched copy keeps the seed's order with new keys last. When that is not the order of
 * `to` (answers list a record in its order), the object is set whole.
 */
function walkKeysChanged(
  from: Record<string, Json>,
  to: Record<string, Json>,
  path: PatchPath,
  ops: PatchOp[],
): void {
  const fromKeys = definedKeys(from);
  const toKeys = definedKeys(to);
  const kept = new Set(toKeys);
  const had = new Set(fromKeys);
  const added = toKeys.filter((key) => !had.has(key));
  if (!sameKeys([...fromKeys.filter((key) => kept.has(key)), ...added], toKeys)) {
    ops.push(['s', path.slice(), to]);
    return;
  }
  for (const key of fromKeys) {
    if (!kept.has(key)) {
      ops.push(['d', [...path, key]]);
      continue;
    }
    path.push(key);
    walk(from[key], to[key], path, ops);
    path.pop();
  }
  for (const key of added) ops.push(['s', [...path, key], to[key]]);
}

/** Applies `ops` to `target` in place (a fresh copy of the seed) and answers the result. */
export function applyPatch(target: Json, ops: readonly PatchOp[]): Json {
  let root = target;
  for (const op of ops) {
    const path = op[1];
    // A key that reaches a prototype is never followed (a stored key cannot pollute Object.prototype).
    if (path.some(unsafeKey)) continue;
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
