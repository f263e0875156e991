/** The modules demo/seed-plugin.ts generates at build time (decision 0047). */
declare module 'virtual:demo-catalogue' {
  import type { Scenario } from '../scenarios/define-scenario';

  export const DEFAULT_SCENARIO_ID: string;
  export const DEFAULT_CLOCK: string;
  /** Every scenario but its seed builder. */
  export const scenarioMetas: Scenario[];
}

declare module 'virtual:demo-seeds' {
  /** Each scenario's seed, as the JSON text of its state, in a chunk of its own. */
  export const seedLoaders: Record<string, () => Promise<{ default: string }>>;
}
