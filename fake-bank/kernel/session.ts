import type { BankState } from '../model/bank-state';
import type { Fault } from '../model/faults';
import type { SessionClock } from './clock';

/**
 * The bank's profiles (DESIGN section 4): `full` answers everything this bank knows; `spec` only what the
 * spec names plus the assumed names, in the spec's other spelling of each alternate (core/spec-profile.ts).
 */
export const BANK_PROFILES = ['full', 'spec'] as const;
export type BankProfile = (typeof BANK_PROFILES)[number];

/** One tester's bank: its state, clock, armed faults and polls (the store keeps it; handlers change it). */
export interface Session {
  id: string;
  scenarioId: string;
  state: BankState;
  clock: SessionClock;
  csrfToken: string | null;
  latencyMs: number;
  faults: Fault[];
  /** Remaining "processing" answers per polled call. */
  polls: Record<string, number>;
  /** Set when the session was restored from its scenario after it expired: the next bank call says so. */
  notice?: 'expired';
  /** 'spec': the spec-only profile (fake-bank/core/spec-profile.ts); absent: the full bank. */
  profile?: 'spec';
}
