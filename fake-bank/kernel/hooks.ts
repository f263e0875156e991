import type { Session } from './session';

/**
 * What the domain asks of the kernel around a call, so the kernel imports no area: the domain registers
 * them in domain/index.ts (the credit books' cache, today).
 */
export interface BankHooks {
  /** A bank call begins (before its session is read). */
  beginCall(): void;
  /** The session was declared changed, or rolled back: whatever the domain derived from its state is stale. */
  afterChange(session: Session): void;
}
