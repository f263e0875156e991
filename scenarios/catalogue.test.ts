import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BankStateSchema,
  DEFAULT_SCENARIO_ID,
  buildState,
  catalogue,
  clockOf,
  seedStateOf,
  type Scenario,
} from './index';
import { ScenarioMetaSchema } from '../fake-bank/model/scenario';

const here = dirname(fileURLToPath(import.meta.url));
/** The spec's state list lives beside the project: <project>/../shared/spec/states.tsv. */
const STATES_FILE = resolve(here, '..', '..', 'shared', 'spec', 'states.tsv');
const statesFileExists = existsSync(STATES_FILE);

const scenarios: Scenario[] = [...catalogue.values()];
const ids = scenarios.map((s) => s.id);

function ageOn(dateOfBirth: string, onIso: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = onIso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

describe('the scenario catalogue', () => {
  it('holds the scenarios of the foundation, the default among them', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(13);
    expect(catalogue.has(DEFAULT_SCENARIO_ID)).toBe(true);
    for (const id of [
      'apply.not-whitelisted',
      'landing.access-code-80430241',
      'lang.english',
      'net.servers-busy',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('has unique, kebab-case ids keyed by their own id', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, scenario] of catalogue) {
      expect(key).toBe(scenario.id);
      expect(scenario.id).toMatch(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/);
    }
  });

  it('gives every scenario a path, a title, a description and at least one covered state', () => {
    for (const scenario of scenarios) {
      expect(scenario.path, scenario.id).toMatch(/^\//);
      expect(scenario.title.length, scenario.id).toBeGreaterThanOrEqual(3);
      expect(scenario.description.length, scenario.id).toBeGreaterThanOrEqual(10);
      expect(scenario.covers.length, scenario.id).toBeGreaterThan(0);
    }
  });

  it.each(ids)('%s has a well-formed id, title, covers, clock, polls and faults', (id) => {
    const checked = ScenarioMetaSchema.safeParse(catalogue.get(id));
    expect(checked.success, checked.success ? '' : checked.error.message).toBe(true);
  });

  it.each(ids)('%s builds a valid state', (id) => {
    const state = buildState(catalogue.get(id)!);
    const parsed = BankStateSchema.safeParse(state);
    expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
  });

  // The server no longer builds every seed when it starts: this is where a broken seed is caught. It goes
  // the server's way (one build per process, kept as JSON), which the tests below read instead of building.
  it.each(ids)('%s seeds a state the bank model accepts', (id) => {
    expect(() => seedStateOf(catalogue.get(id)!)).not.toThrow();
  });

  it.each(ids)('%s builds the same state twice (seeded faker)', (id) => {
    const scenario = catalogue.get(id)!;
    // The process's build of it, made whatever the generator did before, against a new one.
    const first = seedStateOf(scenario);
    const second = buildState(scenario);
    expect(second).toEqual(first);
    // Two builds share no objects: changing one session cannot leak into another.
    second.paylater.notifyRequested = !first.paylater.notifyRequested;
    second.config.push({ moduleId: 'X', cfgKey: 'k', cfgValue: 'v' });
    expect(buildState(scenario)).toEqual(first);
  });

  it('seeds different people for different scenarios', () => {
    const niks = new Set(scenarios.map((s) => seedStateOf(s).customer.nik));
    expect(niks.size).toBeGreaterThan(scenarios.length / 2);
  });

  it.each(ids)('%s has a believable Indonesian customer', (id) => {
    const scenario = catalogue.get(id)!;
    const { customer } = seedStateOf(scenario);

    // NIK: 6-digit region, DDMMYY of the birth date (day + 40 for women), 4-digit serial that is not 0000.
    expect(customer.nik).toMatch(/^\d{16}$/);
    const [year, month, day] = customer.dateOfBirth.split('-') as [string, string, string];
    const dd = Number(day) + (customer.gender === 'F' ? 40 : 0);
    expect(customer.nik.slice(6, 12)).toBe(String(dd).padStart(2, '0') + month + year.slice(2));
    expect(customer.nik.slice(12)).not.toBe('0000');

    // Mobile: 8 followed by digits, 9 to 12 digits in all, no +62 or 0 prefix.
    expect(customer.phone).toMatch(/^8\d{8,11}$/);

    // Age within the product's 21 to 55 on the scenario's clock.
    const age = ageOn(customer.dateOfBirth, clockOf(scenario));
    expect(age).toBeGreaterThanOrEqual(21);
    expect(age).toBeLessThanOrEqual(55);

    expect(customer.name.split(' ').length).toBeGreaterThanOrEqual(2);
    expect(customer.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
  });

  it('seeds what each state needs', () => {
    expect(buildState(catalogue.get('apply.not-whitelisted')!).paylater.whitelisted).toBe(false);
    expect(buildState(catalogue.get('apply.can-apply')!).paylater.whitelisted).toBe(true);
    expect(buildState(catalogue.get('landing.access-denied')!).access).toMatchObject({
      channelAccess: false,
      channelCode: '0000',
    });
    expect(buildState(catalogue.get('landing.access-code-80430241')!).access.channelCode).toBe('80430241');
    expect(buildState(catalogue.get('lang.english')!).device.locale).toBe('en-US');
    expect(buildState(catalogue.get('lang.indonesian')!).device.locale!.startsWith('en')).toBe(false);
  });

  it.skipIf(!statesFileExists)(
    statesFileExists
      ? 'every covered id exists in spec/states.tsv'
      : `every covered id exists in spec/states.tsv: SKIPPED, ${STATES_FILE} not found`,
    () => {
      const known = new Set(
        readFileSync(STATES_FILE, 'utf8')
          .split('\n')
          .filter((line) => line.trim() && !line.startsWith('#'))
          .map((line) => line.split('\t')[0]!.trim()),
      );
      expect(known.size).toBeGreaterThan(50);
      const unknown = scenarios.flatMap((s) =>
        s.covers.filter((c) => !known.has(c)).map((c) => `${s.id} -> ${c}`),
      );
      expect(unknown).toEqual([]);
    },
  );
});
