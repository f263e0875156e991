import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { DRIVER_MODULE } from './sqlite-driver';

/** How often the checkpointer copies the WAL into the database file. */
const CHECKPOINT_EVERY_MS = 1000;

/**
 * The worker's whole program (CommonJS, run from this string so the server bundle needs no second file): its
 * own connection to the database, a passive checkpoint every so often (it waits for no reader or writer and
 * never blocks one), one last on close.
 */
const PROGRAM = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} };
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); checkpoint(); db.close(); parentPort.close(); });
`;

export interface WalCheckpointer {
  /** A last checkpoint, then the worker ends. */
  close(): Promise<void>;
}

/**
 * Checkpoints the WAL of `file` on a worker thread, so the copy into the database file and its fsync (some
 * 100-200 ms for a WAL of tens of MB) never hold the thread that answers requests (decision 0056). The caller
 * turns the connection's own automatic checkpoint off, and on again in `onFailure` (the worker could not open
 * the database) or when this answers undefined (no worker could be started).
 */
export function startWalCheckpointer(
  file: string,
  onFailure: () => void,
  everyMs = CHECKPOINT_EVERY_MS,
): WalCheckpointer | undefined {
  let worker: Worker;
  try {
    const driver = createRequire(import.meta.url).resolve(DRIVER_MODULE);
    worker = new Worker(PROGRAM, {
      eval: true,
      workerData: { file, driver, everyMs },
      // It holds one connection and a timer: a small heap keeps the bank's memory where it was.
      resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
    });
  } catch {
    return undefined;
  }
  // The worker never keeps the process alive; if it fails, the caller checkpoints on its own again.
  worker.unref();
  worker.on('error', onFailure);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    close: async () => {
      worker.postMessage('close');
      await exited;
    },
  };
}
