import type { PreparedSecrets } from './handler';
import type { Session } from './session';
import type { SecurityState } from '../model/security';

/**
 * What the domain asks of the kernel around a call, so the kernel imports no area: the domain registers
 * them in domain/index.ts (the credit books' cache, and the sealing of PINs and passwords).
 */
export interface BankHooks {
  /** A bank call begins (before its session is read). */
  beginCall(): void;
  /** The session was declared changed, or rolled back: whatever the domain derived from its state is stale. */
  afterChange(session: Session): void;
  /** Sealed request fields (decision 0022): the domain's crypto, which the core runs before the unit. */
  sealing: SealingHooks;
}

/** The security domain's crypto as the core uses it to open sealed fields (Web Crypto, asynchronous). */
export interface SealingHooks {
  /** Makes the bank's RSA key pair if it is not made yet (the first call waits for it). */
  prepareKeys(): Promise<unknown>;
  /** A sealed value opened with the session's private key, or undefined when it does not open. */
  open(privateKeyPem: string, cipher: string): Promise<string | undefined>;
  /** The slow derivations of the opened plain texts against the stored PIN and password (decision 0032). */
  prepare(
    stored: Pick<SecurityState, 'pin' | 'loginPassword'>,
    plains: readonly string[],
  ): Promise<PreparedSecrets>;
}
