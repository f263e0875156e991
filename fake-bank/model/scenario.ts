import { z } from 'zod/mini';
import type { Faker } from '@faker-js/faker';
import type { BankState } from './bank-state';
import { FaultsInputSchema, type FaultsInput } from './faults';

export interface Scenario {
  /** Stable kebab-case id (dots separate the area), used in links: /?scenario=<id>. */
  id: string;
  title: string;
  description: string;
  tags: string[];
  /** Ids of spec/states.tsv this scenario reaches. */
  covers: string[];
  /** The app route that shows the scenario's state. */
  path: string;
  /**
   * One line for a state only input can show (a wrong code typed, a weak PIN, a tap on back): the magic value
   * or the gesture that shows it. The picker and the dashboard show it beside the title.
   */
  hint?: string;
  /** Start of the session's clock (ISO with offset); the catalogue default when absent. */
  clock?: string;
  /** How many times each polled call answers "processing" before its final answer. */
  polls?: Record<string, number>;
  /** Faults armed when the session starts (one-shot, like those injected through the control surface). */
  faults?: FaultsInput;
  /** Change the base state into this scenario's state; faker is seeded per scenario. */
  seed?: (state: BankState, faker: Faker) => void;
}

export const ScenarioMetaSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/)),
  title: z.string().check(z.minLength(3), z.maxLength(120)),
  description: z.string().check(z.minLength(10)),
  tags: z.array(z.string()),
  covers: z.array(z.string().check(z.regex(/^[a-z0-9]+\.[a-z0-9-]+$/))),
  path: z.string().check(z.startsWith('/')),
  hint: z.optional(z.string().check(z.minLength(5), z.maxLength(120), z.regex(/^[^\n]+$/))),
  clock: z.optional(z.iso.datetime({ offset: true })),
  polls: z.optional(z.record(z.string(), z.number().check(z.int(), z.gte(0), z.lte(20)))),
  faults: z.optional(FaultsInputSchema),
});

/**
 * The scenarios a bank can put a session in, handed to `createBank` by its entry (the server, the in-browser
 * demo, a test): the bank never imports `scenarios/` itself (issue 28, decision 0053).
 */
export interface ScenarioCatalogue {
  /** The scenario a new session starts in. */
  readonly defaultId: string;
  /** By id. Snapshot files join it at start (fake-bank/snapshots/snapshot-scenarios.ts). */
  readonly scenarios: Map<string, Scenario>;
  /** Where a session of the scenario starts its clock. */
  clockOf(scenario: Scenario): string;
  /** The scenario's seed state as JSON, the same text for every session of it. */
  seedJsonOf(scenario: Scenario): string;
  /** A new copy of the scenario's seed state. */
  seedStateOf(scenario: Scenario): BankState;
}
