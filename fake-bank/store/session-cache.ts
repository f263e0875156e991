import type { Session } from '../kernel/session';

/** A parsed session the store holds, with what it knows of its row. */
export interface Cached {
  session: Session;
  /** The heap the session takes as bytesOf estimates it when last read or written: what the budget counts. */
  bytes: number;
  /** The length of the row's patch as last read or written (part of `bytes`). */
  stateBytes?: number;
  version: number;
  createdAt: number;
  lastTouched: number;
  /**
   * The row holds this state (it was read from it or written to it): a change of the meta alone leaves the
   * row's state as it is, so the state's text need not be kept or written again.
   */
  stored?: boolean;
  /**
   * The SQLite store's count of other connections' commits it has seen, when this copy was last known to be
   * the row: its fast path trusts the copy only while no other commit came since (sqlite-store.ts).
   */
  checked?: number;
}

/** The parsed sessions in memory, least recently used first, bounded by the sum of their bytes. */
export class SessionCache {
  private readonly entries = new Map<string, Cached>();
  private total = 0;

  constructor(readonly budget: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the cached sessions take (see bytesOf). */
  get bytes(): number {
    return this.total;
  }

  get(id: string): Cached | undefined {
    return this.entries.get(id);
  }

  /** The cached ids, least recently used first. */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  /** The entry, made the most recently used. */
  use(id: string): Cached | undefined {
    const cached = this.entries.get(id);
    if (cached) {
      this.entries.delete(id);
      this.entries.set(id, cached);
    }
    return cached;
  }

  set(id: string, cached: Cached): void {
    this.delete(id);
    this.entries.set(id, cached);
    this.total += cached.bytes;
  }

  resize(id: string, bytes: number): void {
    const cached = this.entries.get(id);
    if (!cached) return;
    this.total += bytes - cached.bytes;
    cached.bytes = bytes;
  }

  delete(id: string): void {
    const cached = this.entries.get(id);
    if (!cached) return;
    this.total -= cached.bytes;
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** Drops the least recently used sessions until the rest fit the budget; `keep` (in use) stays. */
  trim(keep?: string): void {
    while (this.total > this.budget && this.entries.size > 1) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined || oldest === keep) break;
      this.delete(oldest);
    }
  }
}
