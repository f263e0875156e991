import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The Node flags the server runs with (`npm start` passes the same): a heap ceiling makes V8 collect before
 * growing far past what it holds (about 60 MB live with 1,000 sessions), instead of sizing for the machine;
 * young-generation spaces of 16 MB: half the scavenges of 8 MB, a write mix some 15% cheaper, for about
 * 20 MiB of RSS (decision 0101).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=16'];

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface SpawnedBank {
  url: string;
  process: ChildProcess;
  /** Signals the bank's whole process group (kill -9 of the server, not only of a wrapper). */
  kill(signal: NodeJS.Signals): void;
  /** Sends the JSON body with a session header; answers status and parsed JSON. */
  request(
    path: string,
    options?: { method?: string; body?: unknown; session?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `fake-bank/http/server.ts` (or `bundle`, its built form) in its own process, without the static app
 * unless `staticDir` names a build to serve, and waits until it answers.
 */
export async function spawnBank(
  options: { args?: string[]; env?: Record<string, string>; bundle?: string; staticDir?: string } = {},
): Promise<SpawnedBank> {
  const port = await freePort();
  // One process (node with the tsx loader, or the bundle `npm start` runs), so a signal reaches the server.
  const entry = options.bundle
    ? [options.bundle]
    : ['--import', 'tsx', join(root, 'fake-bank', 'http', 'server.ts')];
  const child = spawn(
    process.execPath,
    [
      // As `npm start` runs it (the bench measures that process's memory).
      ...SERVER_NODE_FLAGS,
      // BANK_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/p" profiles the bank under the bench's load.
      ...(process.env.BANK_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      ...entry,
      '--port',
      String(port),
      ...(options.staticDir ? [] : ['--no-static']),
      ...(options.args ?? []),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...(options.staticDir ? { DIST_DIR: options.staticDir } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bank exited (${child.exitCode}): ${output}`);
    try {
      const answer = await fetch(`${url}/__fake-bank/scenarios`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the bank did not start: ${output}`);
    // Short: the bench reads spawn-to-answer from here.
    await new Promise((done) => setTimeout(done, 20));
  }
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      child.kill(signal);
    }
  };
  return {
    url,
    process: child,
    kill,
    async request(path, { method = 'GET', body, session, headers = {} } = {}) {
      const answer = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(session ? { 'x-fake-bank-session': session } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A bank killed mid-request must not leave the caller waiting.
        signal: AbortSignal.timeout(15_000),
      });
      const text = await answer.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: answer.status, body: parsed };
    },
    stop(signal = 'SIGTERM') {
      return new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        try {
          process.kill(-child.pid!, signal);
        } catch {
          child.kill(signal);
        }
      });
    },
  };
}
