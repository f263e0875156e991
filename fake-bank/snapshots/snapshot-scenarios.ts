import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BankStateSchema, type BankState } from '../model/bank-state';
import { ScenarioMetaSchema, type Scenario, type ScenarioCatalogue } from '../model/scenario';
import { SNAPSHOT_FORMAT, SnapshotImportBodySchema } from './snapshot-schemas';
import { controlIssuesText } from '../kernel/control-issues';
import { secretFreeState } from './snapshot-files';

/**
 * Snapshot files committed under `scenarios/snapshots/` join the catalogue as scenarios (decision 0044): QA
 * author a scenario by walking to it and saving the file, without code. A file `<name>.json` becomes the
 * scenario `snapshot.<name>`, its title the file's, its `covers`, `description`, `tags` and `path` when the
 * file says. The loader runs in the bank's entry (it reads files); the scenarios stay data.
 */

export const SNAPSHOT_SCENARIO_PREFIX = 'snapshot.';

/** A file as a scenario, or why it cannot be one. */
export function scenarioOfFile(name: string, text: string): Scenario | string {
  const stem = basename(name, '.json');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(stem)) return 'the file name must be kebab-case (a-z, 0-9, -)';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const file = SnapshotImportBodySchema.safeParse(value);
  if (!file.success) return controlIssuesText(file.error);
  if (file.data.format !== SNAPSHOT_FORMAT)
    return `format: ${file.data.format}, this bank reads ${SNAPSHOT_FORMAT}`;
  const state = BankStateSchema.safeParse(file.data.state);
  if (!state.success) return controlIssuesText(state.error);
  const saved = secretFreeState(state.data as BankState);
  const scenario: Scenario = {
    id: `${SNAPSHOT_SCENARIO_PREFIX}${stem}`,
    title: file.data.title,
    description:
      file.data.description ?? `A saved snapshot (scenarios/snapshots/${stem}.json): ${file.data.title}.`,
    tags: ['snapshot', ...(file.data.tags ?? [])],
    covers: file.data.covers ?? [],
    path: file.data.path ?? '/',
    clock: file.data.clock,
    // The saved state, whole: every slice of the base state is replaced by the file's.
    seed: (base) => Object.assign(base, structuredClone(saved)),
  };
  const { seed: _seed, ...meta } = scenario;
  const checked = ScenarioMetaSchema.safeParse(meta);
  return checked.success ? scenario : controlIssuesText(checked.error);
}

/**
 * Adds the folder's files to the catalogue (the catalogue is built from code when its module loads; files
 * join once, when the bank starts). Answers the ids added and the files refused, with why.
 */
export function loadSnapshotScenarios(
  dir: string,
  catalogue: ScenarioCatalogue,
): { added: string[]; refused: string[] } {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return { added: [], refused: [] };
  }
  const added: string[] = [];
  const refused: string[] = [];
  for (const name of names.sort()) {
    const scenario = scenarioOfFile(name, readFileSync(join(dir, name), 'utf8'));
    if (typeof scenario === 'string') refused.push(`${name}: ${scenario}`);
    else if (catalogue.scenarios.has(scenario.id))
      refused.push(`${name}: ${scenario.id} is in the catalogue already`);
    else {
      catalogue.scenarios.set(scenario.id, scenario);
      added.push(scenario.id);
    }
  }
  return { added, refused };
}
