import type { Logger } from 'pino';
import type { Bank } from '../core/bank';
import type { AllowedHosts } from './host-guard';
import type { TrustProxy } from './tester-guard';
import type { Upstream } from './upstream';

/** What the HTTP app is built from (createHttpApp); the control and static routes read it too. */
export interface HttpAppOptions {
  bank: Bank;
  logger: Logger;
  /** The built client (dist/); not served when absent. */
  staticDir?: string;
  /** Needed for the control surface when called from outside loopback. */
  token?: string;
  /** The screenshots of `npm run gallery`; the project's screenshots/ by default. */
  galleryDir?: string;
  /** The names the bank answers to (allowedHostsOf: loopback's and FAKE_BANK_ALLOWED_HOSTS); loopback's by default. */
  allowedHosts?: AllowedHosts;
  /** Express's `trust proxy` (trustProxyOf(FAKE_BANK_TRUST_PROXY)): whose X-Forwarded-For names the client. */
  trustProxy?: TrustProxy;
  /** FAKE_BANK_UPSTREAM: bank calls go through to this bank, and its answers are checked (upstream.ts). */
  upstream?: Upstream;
}
