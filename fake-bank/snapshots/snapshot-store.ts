/**
 * Where saved snapshots live (decision 0044): beside the sessions, in the same database (SQLite, or PostgreSQL
 * shared by every bank process). A record holds the snapshot file's fields, its state as JSON with no secret.
 */
export interface SnapshotRecord {
  id: string;
  title: string;
  /** When it was saved or imported, ISO 8601 (UTC). */
  createdAt: string;
  /** The business clock it holds, ISO 8601 with +07:00. */
  clock: string;
  /** The catalogue scenario the walk began in, when known. */
  scenario?: string;
  /** The app route its link opens. */
  path: string;
  /** The bank state's JSON (secrets left out). */
  state: string;
}

export type SnapshotHead = Omit<SnapshotRecord, 'state'>;

/** Snapshots a list answers at most (newest first). */
export const SNAPSHOT_LIST_LIMIT = 500;

export interface SnapshotStore {
  saveSnapshot(record: SnapshotRecord): Promise<void>;
  getSnapshot(id: string): Promise<SnapshotRecord | undefined>;
  /** Newest first, at most SNAPSHOT_LIST_LIMIT. */
  listSnapshots(): Promise<SnapshotHead[]>;
  /** False when there was none with that id. */
  deleteSnapshot(id: string): Promise<boolean>;
}

/** The head of a record (no state). */
export function headOf(record: SnapshotRecord): SnapshotHead {
  const { state: _state, ...head } = record;
  return head;
}

/** A store that keeps snapshots is one with these methods (the SQL stores; the memory one below). */
export function isSnapshotStore(store: unknown): store is SnapshotStore {
  const candidate = store as Partial<SnapshotStore> | null;
  return (
    typeof candidate?.saveSnapshot === 'function' &&
    typeof candidate.getSnapshot === 'function' &&
    typeof candidate.listSnapshots === 'function' &&
    typeof candidate.deleteSnapshot === 'function'
  );
}

/** Newest first; records saved in the same millisecond keep their order of saving, the last first. */
const newestFirst = (a: SnapshotHead, b: SnapshotHead) => b.createdAt.localeCompare(a.createdAt);

/** Snapshots in memory (unit tests, the in-browser demo): gone with the process or the page. */
export class MemorySnapshotStore implements SnapshotStore {
  private readonly records = new Map<string, SnapshotRecord>();

  async saveSnapshot(record: SnapshotRecord): Promise<void> {
    this.records.set(record.id, record);
  }

  async getSnapshot(id: string): Promise<SnapshotRecord | undefined> {
    return this.records.get(id);
  }

  async listSnapshots(): Promise<SnapshotHead[]> {
    return [...this.records.values()].reverse().map(headOf).sort(newestFirst).slice(0, SNAPSHOT_LIST_LIMIT);
  }

  async deleteSnapshot(id: string): Promise<boolean> {
    return this.records.delete(id);
  }
}
