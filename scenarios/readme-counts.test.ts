import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from './index';

const README = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '..', 'README.md'), 'utf8');
const ids = [...catalogue.keys()];

describe("the README's scenario table", () => {
  it('counts each family as the catalogue holds it', () => {
    // Cells like `repay.*` (17) or `pin.*`, `password.*` (8): the families and the count they share.
    const rows = [...README.matchAll(/^\| ((?:`[a-z-]+\.\*`(?:, )?)+) \((\d+)\)/gm)];
    expect(rows.length).toBeGreaterThan(10);
    for (const [, cell, count] of rows) {
      const families = [...cell!.matchAll(/`([a-z-]+)\.\*`/g)].map((m) => m[1]!);
      const held = ids.filter((id) => families.some((f) => id.startsWith(`${f}.`))).length;
      expect(held, families.join(', ')).toBe(Number(count));
    }
  });
});
