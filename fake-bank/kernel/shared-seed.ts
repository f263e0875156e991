/**
 * A session read back from the store may share its seed's parsed pieces (frozen, one copy per scenario)
 * instead of parsing its own: a read then parses nothing (issue 39, decision 0098). A call that
 * writes into a shared piece fails on the frozen object with a TypeError; the store does that unit again on
 * the session's own copies, so the write happens once, on a piece of its own.
 */
const sharing = new WeakSet<object>();

/** The state holds pieces shared with its seed. */
export function markSharing(state: object): void {
  sharing.add(state);
}

export function sharesSeed(state: object | undefined): boolean {
  return !!state && sharing.has(state);
}

/** A call tried to change a piece its session shares with its seed: the unit is done again (the store). */
export class SharedSeedWrite extends Error {
  constructor(cause: unknown) {
    super('A write into a piece shared with the seed', { cause });
    this.name = 'SharedSeedWrite';
  }
}

/** A TypeError from a write into a frozen shared piece, in a call on a state that shares its seed. */
export function isSharedSeedWrite(error: unknown, state: object | undefined): boolean {
  return error instanceof SharedSeedWrite || (error instanceof TypeError && sharesSeed(state));
}

/** Freezes a parsed JSON value all the way down (a seed's parsed copy, shared by the sessions read from rows). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
