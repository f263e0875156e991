/**
 * scenarios/index.ts as the in-browser demo has it (decision 0047; demo/seed-plugin.ts puts this module in its
 * place): the same catalogue, built at build time. Each scenario's seed is a chunk of its own, fetched by
 * loadSeed when a session needs it; seedStateOf stays synchronous, as the core calls it inside a unit, and
 * throws SeedNotLoadedError for a seed not fetched yet (the unit then changes nothing, see fake-bank/msw).
 */
import { DEFAULT_CLOCK, DEFAULT_SCENARIO_ID, scenarioMetas } from 'virtual:demo-catalogue';
import { seedLoaders } from 'virtual:demo-seeds';
import type { BankState } from '../fake-bank/model/bank-state';
import type { Scenario, ScenarioCatalogue } from '../fake-bank/model/scenario';

export { defineScenario, type Scenario } from '../scenarios/define-scenario';
export { BankStateSchema, type BankState } from '../fake-bank/model/bank-state';
export { FaultSchema, FaultsInputSchema, type Fault, type FaultsInput } from '../fake-bank/model/faults';
export { DEFAULT_CLOCK, DEFAULT_SCENARIO_ID };

export const catalogue: Map<string, Scenario> = new Map(
  scenarioMetas.map((scenario) => [scenario.id, scenario]),
);

export function clockOf(scenario: Scenario): string {
  return scenario.clock ?? DEFAULT_CLOCK;
}

/** A seed the page has not fetched: load it (loadSeed) and run the unit again. */
export class SeedNotLoadedError extends Error {
  constructor(readonly scenarioId: string) {
    super(`The seed of scenario ${scenarioId} is not loaded yet`);
  }
}

const seedJson = new Map<string, string>();
const loading = new Map<string, Promise<void>>();

/** Fetches a scenario's seed once per page; rejects for an id the catalogue does not have. */
export function loadSeed(id: string): Promise<void> {
  let promise = loading.get(id);
  if (!promise) {
    const loader = Object.hasOwn(seedLoaders, id) ? seedLoaders[id] : undefined;
    promise = loader
      ? loader().then((chunk) => void seedJson.set(id, chunk.default))
      : Promise.reject(new Error(`Unknown scenario ${id}`));
    // A failed fetch (offline, a fault) is tried again by the next call.
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** The scenario's seed as JSON, as the build made it. */
export function seedJsonOf(scenario: Scenario): string {
  const json = seedJson.get(scenario.id);
  if (json === undefined) throw new SeedNotLoadedError(scenario.id);
  return json;
}

/** A new copy of a scenario's seeded state. */
export function seedStateOf(scenario: Scenario): BankState {
  return JSON.parse(seedJsonOf(scenario)) as BankState;
}

/** The scenario whose seed a failed call lacked (fake-bank/msw/browser.ts fetches it and runs the call again). */
export const missingSeedOf = (error: unknown): string | undefined =>
  error instanceof SeedNotLoadedError ? error.scenarioId : undefined;

/** What the browser bank hands to `createBank`, as scenarios/index.ts exports it for the server. */
export const scenarioCatalogue: ScenarioCatalogue = {
  defaultId: DEFAULT_SCENARIO_ID,
  scenarios: catalogue,
  clockOf,
  seedJsonOf,
  seedStateOf,
};
