/**
 * Which sessions' call logs to trim back to LOG_LIMIT rows. Trimming each session that logged at every flush
 * cost a cached read a quarter of its CPU (a DELETE that walks the session's last LOG_LIMIT rows, for every
 * session of a round-robin floor); a session is now trimmed once it has logged TRIM_EVERY rows since its
 * last trim, so its table holds at most LOG_LIMIT + TRIM_EVERY - 1 rows a process, and reads of the log
 * (newest LOG_LIMIT) see the same. `all` trims every counted session (on close, and when too many are
 * counted). Issue 39.
 */
export const TRIM_EVERY = 20;
/** Sessions counted at once at most (each a map entry); past it every counted session is trimmed. */
const COUNTED_MAX = 10_000;

export class LogTrims {
  private readonly untrimmed = new Map<string, number>();

  /** The sessions of these new rows that are due a trim now (their counts start again). */
  due(rows: ReadonlyArray<{ id: string }>): string[] {
    const due: string[] = [];
    for (const { id } of rows) {
      const n = (this.untrimmed.get(id) ?? 0) + 1;
      if (n < TRIM_EVERY) this.untrimmed.set(id, n);
      else {
        this.untrimmed.delete(id);
        due.push(id);
      }
    }
    return this.untrimmed.size > COUNTED_MAX ? [...due, ...this.all()] : due;
  }

  /** Every session with rows logged since its last trim (their counts cleared). */
  all(): string[] {
    const ids = [...this.untrimmed.keys()];
    this.untrimmed.clear();
    return ids;
  }

  /** The session's log was cleared: nothing of it is left to trim. */
  cleared(id: string): void {
    this.untrimmed.delete(id);
  }
}
