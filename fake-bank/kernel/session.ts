import type { BankState } from '../state/bank-state';
import type { Fault } from '../state/faults';
import type { SessionClock } from './clock';

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
}
