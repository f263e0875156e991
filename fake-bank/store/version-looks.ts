/**
 * The looks at PRAGMA data_version, which changes only when another connection commits, and the count of
 * changes seen (`epoch`): a cached copy is trusted on the fast path only if it was last read or checked
 * under the lock since (its `checked` is this count), since a commit of another process can change any
 * session and a look that finds one says nothing of which.
 *
 * A look must come after the request it serves arrived: a commit of another process that the caller saw
 * answered before it sent the request is then seen. Every unit started in a turn's poll phase (its request
 * already read) waits for the one look `wait` takes in that turn's check phase, then runs; a look costs about
 * as much as an insert, and a loaded server reads several requests a turn (decision 0100).
 */
export class VersionLooks {
  epoch = 0;
  private seen = -1;
  private next: Promise<void> | null = null;

  /**
   * `read`: PRAGMA data_version. `afterUnits`: runs once the units that waited for a look have run (the
   * turn's group of changes commits there, so their answers wait no longer than before).
   */
  constructor(
    private readonly read: () => number,
    private readonly afterUnits: () => void,
  ) {}

  /** A look now. */
  look(): void {
    const seen = this.read();
    if (seen !== this.seen) {
      this.seen = seen;
      this.epoch++;
    }
  }

  /** Settles once a look was taken after this call. */
  wait(): Promise<void> {
    if (this.next) return this.next;
    const next = new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        this.next = null;
        try {
          this.look();
          resolve();
        } catch (error) {
          reject(error);
        }
      });
    });
    // Node runs the microtasks (the waiting units) between two immediates: this one comes after them all.
    setImmediate(this.afterUnits);
    this.next = next;
    return next;
  }
}
