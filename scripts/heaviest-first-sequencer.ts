import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take a worker the longest (20-40 s each, where most take under 3 s), started first so
 * the two workers end together. Vitest orders by the durations it cached on the last run, but a clean clone
 * (CI) has no cache: it orders by file size, and one of these then started last and ran alone for half a
 * minute (a clean run took 241 s against 185 s with the cache).
 */
const HEAVIEST = [
  'fake-bank/core/wire.property.test.ts',
  'fake-bank/http/bounds.test.ts',
  'fake-bank/http/openapi-answers.test.ts',
  'scenarios/catalogue.test.ts',
  'fake-bank/http/durability.test.ts',
];

const rankOf = (spec: TestSpecification) => {
  const rank = HEAVIEST.findIndex((path) => spec.moduleId.endsWith(path));
  return rank < 0 ? HEAVIEST.length : rank;
};

export class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the rest keep the order Vitest gave them.
    return [...(await super.sort(files))].sort((a, b) => rankOf(a) - rankOf(b));
  }
}
