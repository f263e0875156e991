import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const srcDir = join(import.meta.dirname, '..');

describe('i18n resources', () => {
  it('has the same keys in Indonesian and English, none empty', () => {
    for (const ns of Object.keys(resources.id) as Array<keyof typeof resources.id>) {
      expect(keys(resources.en[ns] as Tree), ns).toEqual(keys(resources.id[ns] as Tree));
      for (const lang of ['id', 'en'] as const) {
        const tree = resources[lang][ns] as Tree;
        for (const key of keys(tree)) {
          const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree);
          expect(String(value).trim(), `${lang}:${ns}:${key}`).not.toBe('');
        }
      }
    }
  });

  it('has every literal key the code asks for', () => {
    const known = new Set(
      (Object.keys(resources.id) as Array<keyof typeof resources.id>).flatMap((ns) =>
        keys(resources.id[ns] as Tree).map((key) => `${ns}:${key}`),
      ),
    );
    const missing: string[] = [];
    for (const file of sources(srcDir)) {
      const text = readFileSync(file, 'utf8');
      const ns = /useTranslation\('([A-Za-z-]+)'\)/.exec(text)?.[1] ?? 'common';
      for (const match of text.matchAll(/\bt\(\s*'([^'`$]+)'(?:,\s*\{\s*ns:\s*'([A-Za-z-]+)')?/g)) {
        const key = match[1]!;
        const full = key.includes(':') ? key : `${match[2] ?? ns}:${key}`;
        if (!known.has(full)) missing.push(`${file}: ${full}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
