import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointList, urlPathOf } from './index';

/** The spec's list of calls, beside the project (../shared/spec/endpoints.tsv). */
const specFile = join(import.meta.dirname, '..', '..', 'shared', 'spec', 'endpoints.tsv');

function specRows(): Array<{ method: string; path: string }> {
  return readFileSync(specFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [method, path] = line.split('\t');
      return { method: method!, path: path! };
    });
}

describe('the endpoint table', () => {
  it('has unique paths', () => {
    const paths = endpointList.map((e) => urlPathOf(e));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.skipIf(!existsSync(specFile))('declares every call of the spec with its method', () => {
    const table = new Map(endpointList.map((e) => [urlPathOf(e), e.method]));
    const missing = specRows()
      .map(({ method, path }) => ({ method, path: path.startsWith('/ifes-front') ? path : `/ifes${path}` }))
      .filter(({ method, path }) => table.get(path) !== method)
      .map(({ method, path }) => `${method} ${path} (table: ${table.get(path) ?? 'absent'})`);
    expect(missing).toEqual([]);
  });
});
