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

/**
 * The namespaces a file's keys are looked up in: its literal useTranslation('x'), or, for a shared
 * piece that takes its namespace as a prop (useTranslation(ns)), every namespace its prop's type
 * allows, so each screen that uses it must word every key.
 */
function fileNamespaces(text: string): string[] {
  const literal = /useTranslation\('([A-Za-z-]+)'\)/.exec(text)?.[1];
  if (literal) return [literal];
  if (/useTranslation\(ns\)/.test(text)) {
    const union = /(?:\bns:|Ns =)\s*((?:\|?\s*'[A-Za-z-]+'\s*)+)/.exec(text)?.[1];
    if (union) return [...union.matchAll(/'([A-Za-z-]+)'/g)].map((m) => m[1]!);
  }
  return ['common'];
}

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
      for (const match of text.matchAll(
        /\bt\(\s*'([^'`$]+)'(?:,\s*\{\s*(?:ns:\s*'([A-Za-z-]+)'|(returnObjects): true))?/g,
      )) {
        const key = match[1]!;
        const wholes = key.includes(':')
          ? [key]
          : (match[2] ? [match[2]] : fileNamespaces(text)).map((ns) => `${ns}:${key}`);
        for (const full of wholes) {
          // A key read with returnObjects names a group: some leaf must sit under it.
          const found = match[3] ? [...known].some((k) => k.startsWith(`${full}.`)) : known.has(full);
          if (!found) missing.push(`${file}: ${full}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
