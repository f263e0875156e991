import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { HOUR_MS } from '../../contracts/dates';
import { createBank } from '../core/bank';
import { useKdf } from '../domain/security/security-kdf';
import { nodeScrypt } from '../domain/security/security-kdf-node';
import { openStore } from '../store/open-store';
import { loadSnapshotScenarios } from '../snapshots/snapshot-scenarios';
// The entry hands the catalogue to the bank; no other bank module imports scenarios/ (decision 0053).
import { scenarioCatalogue } from '../../scenarios';
import { answerClientErrors, createHttpApp } from './app';
import { allowedHostsOf } from './host-guard';
import { projectRoot } from './project-root';
import { trustProxyOf } from './tester-guard';
import { createUpstream } from './upstream';

const root = projectRoot();
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'no-static': { type: 'boolean', default: false },
    state: { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 8080);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const token = process.env.FAKE_BANK_TOKEN;
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined });

// Snapshot files under scenarios/snapshots/ join the catalogue before any session is read (decision 0044).
const fromFiles = loadSnapshotScenarios(join(root, 'scenarios', 'snapshots'), scenarioCatalogue);
if (fromFiles.refused.length)
  logger.warn({ refused: fromFiles.refused }, 'Snapshot files left out of the catalogue');

const databaseFile = values.state ?? process.env.FAKE_BANK_STATE ?? join(root, '.fake-bank', 'bank.sqlite');
const legacyJson = join(root, '.fake-bank', 'state.json');
if (existsSync(legacyJson)) {
  logger.warn(
    { legacyJson, databaseFile },
    'Ignoring the old JSON state file: sessions now live in the database and restart from their scenarios',
  );
}
const store = await openStore({
  databaseUrl: process.env.FAKE_BANK_DATABASE_URL,
  file: databaseFile,
  fresh: values.fresh,
  idleTtlDays: Number(process.env.FAKE_BANK_SESSION_TTL_DAYS ?? 14),
  warn: (message) => logger.warn(message),
});
const expired = await store.expireIdle();
// Idle sessions expire by the hour, never because other visitors arrived.
setInterval(() => void store.expireIdle(), HOUR_MS).unref();

// PINs and passwords through Node's scrypt, off the event loop (decision 0032).
useKdf(nodeScrypt);
const profile = process.env.FAKE_BANK_PROFILE;
if (profile !== undefined && profile !== 'spec' && profile !== 'full') {
  throw new Error(`FAKE_BANK_PROFILE must be spec or full, not ${profile}`);
}
const bank = createBank({ scenarios: scenarioCatalogue, store, profile });

const isLoopbackHost = host === 'localhost' || host.startsWith('127.') || host === '::1';
if (!isLoopbackHost && !token) {
  logger.warn('Bound beyond loopback without FAKE_BANK_TOKEN: the control surface refuses remote callers.');
}
// The names the bank answers to: loopback's, FAKE_BANK_ALLOWED_HOSTS, and the address it was told to bind.
const boundName = isLoopbackHost || host === '0.0.0.0' || host === '::' ? '' : host;
const allowedHosts = allowedHostsOf(
  [process.env.FAKE_BANK_ALLOWED_HOSTS, boundName].filter(Boolean).join(','),
);
if (!isLoopbackHost && !process.env.FAKE_BANK_ALLOWED_HOSTS) {
  logger.warn(
    'Bound beyond loopback without FAKE_BANK_ALLOWED_HOSTS: requests naming this machine by any other name get 403.',
  );
}

// FAKE_BANK_UPSTREAM: bank calls pass through to a real bank and its answers are checked (DESIGN section 4).
const upstreamBase = process.env.FAKE_BANK_UPSTREAM;
if (upstreamBase !== undefined && !/^https?:\/\/[^/]+/.test(upstreamBase)) {
  throw new Error(`FAKE_BANK_UPSTREAM must be an http(s) base URL, not ${upstreamBase}`);
}
const upstream = upstreamBase ? createUpstream({ base: upstreamBase, logger }) : undefined;
if (upstream) logger.info({ upstream: upstream.base }, 'Bank calls go to the upstream bank');

const app = createHttpApp({
  bank,
  logger,
  staticDir: values['no-static'] ? undefined : resolve(root, process.env.DIST_DIR ?? 'dist'),
  token,
  allowedHosts,
  trustProxy: trustProxyOf(process.env.FAKE_BANK_TRUST_PROXY),
  upstream,
});

const server = app.listen(port, host, () => {
  logger.info(
    {
      url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
      store: store.describe(),
      expiredSessions: expired,
    },
    'Fake bank and app ready',
  );
});
answerClientErrors(server);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void store.close().finally(() => process.exit(0));
  });
}
