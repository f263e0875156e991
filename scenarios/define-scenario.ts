import type { Scenario } from '../fake-bank/model/scenario';

export type { Scenario };

/**
 * A scenario of the catalogue. Its meta is checked against ScenarioMetaSchema by the catalogue's test, not
 * here: checking 200 scenarios when the server starts cost it half a second on a busy machine.
 */
export function defineScenario(scenario: Scenario): Scenario {
  return scenario;
}
