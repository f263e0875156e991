import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What `index.html` loads is what the entry reaches through static imports (docs/decisions/0021). One
 * convenient barrel import in the frame once brought zod and the client back into the first chunk
 * (+49 KB gzipped); this walks the same graph the bundler does and names the path that does it again.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = join(root, 'src/app/main.tsx');
/** Packages the data layer brings with the first screen's chunk, never the frame. */
const NOT_IN_FIRST_CHUNK = ['zod'];

// Static imports and re-exports with a value (type-only ones are erased); dynamic import() is not matched.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every package the entry reaches, with the chain of files that reaches it first. */
function packagesReached(): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>([ENTRY]);
  const queue: Array<{ file: string; chain: string[] }> = [{ file: ENTRY, chain: [] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    const here = [...chain, relative(root, file)];
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = match[1]!;
      if (spec.startsWith('.')) {
        const next = resolveLocal(file, spec);
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push({ file: next, chain: here });
        }
        continue;
      }
      const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
      if (!reached.has(pkg)) reached.set(pkg, here);
    }
  }
  return reached;
}

describe('the first chunk (what index.html loads)', () => {
  const reached = packagesReached();

  it('reaches the frame’s own libraries through static imports (the walk itself works)', () => {
    expect([...reached.keys()]).toEqual(expect.arrayContaining(['react', 'react-router', 'i18next']));
  });

  for (const pkg of NOT_IN_FIRST_CHUNK) {
    it(`does not reach ${pkg}: it comes with the first screen's chunk`, () => {
      expect(reached.get(pkg)?.join(' -> ')).toBeUndefined();
    });
  }
});
