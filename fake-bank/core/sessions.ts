import type { Scenario, ScenarioCatalogue } from '../model/scenario';
import { startClock } from '../kernel/clock';
import { BankError } from '../kernel/handler';
import type { Session } from '../kernel/session';
import type { SessionStore } from './session-store';
import type { BankProfile } from './spec-profile';
import { csrfTokenOf } from './csrf';

export interface SessionsOptions {
  scenarios: ScenarioCatalogue;
  store: SessionStore;
  realNow: () => number;
  csrfSecret: string;
  /** The profile of new sessions (FAKE_BANK_PROFILE). */
  profile?: BankProfile;
}

/** Sessions made, reset and looked up: from a scenario of the catalogue, in the store. */
export function createSessions({
  scenarios,
  store,
  realNow,
  csrfSecret,
  profile: bankProfile,
}: SessionsOptions) {
  const catalogue = scenarios.scenarios;

  function newSession(
    id: string,
    scenario: Scenario,
    profile = bankProfile,
    csrfToken: string | null = null,
  ): Session {
    return {
      ...(profile === 'spec' ? { profile } : {}),
      id,
      scenarioId: scenario.id,
      state: store.seedState?.(scenario.id) ?? scenarios.seedStateOf(scenario),
      clock: startClock(scenarios.clockOf(scenario), realNow()),
      csrfToken,
      latencyMs: scenario.faults?.latencyMs ?? 0,
      faults: [...(scenario.faults?.next ?? [])],
      polls: { ...scenario.polls },
    };
  }

  /** A new start in a scenario; the session keeps the profile it had unless `profile` names one. */
  function resetSession(id: string, scenarioId: string, profile?: BankProfile): Session {
    const scenario = catalogue.get(scenarioId);
    if (!scenario) throw new BankError('NOT_FOUND', { scenario: scenarioId });
    const existing = store.get(id);
    // A new visitor's token is derived from its id, so fetching it needs no row (decision 0081); a reset
    // session gets a new random one when it asks, which voids the token it had.
    const token = existing ? null : csrfTokenOf(csrfSecret, id);
    const session = newSession(id, scenario, profile ?? existing?.profile ?? bankProfile, token);
    store.put(session);
    return session;
  }

  function ensureSession(id: string): Session {
    return store.get(id) ?? resetSession(id, store.scenarioHint?.(id) ?? scenarios.defaultId);
  }

  /**
   * The session to look at without changing it (inside a unit): one made for this look is not kept, no row
   * and no log (a visitor who does nothing costs nothing, decision 0081). Read it before anything else
   * calls ensureSession in the unit, which would make it again.
   */
  function viewSession(id: string): Session {
    const fresh = store.get(id) === undefined;
    const session = ensureSession(id);
    if (fresh) store.discard?.(id);
    return session;
  }

  return { resetSession, ensureSession, viewSession };
}
