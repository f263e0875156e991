import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityLevel } from './onboarding-cities';

// The official list (Kemendagri codes) as the idn-area-data package ships it, read from its CSV files. Its
// release for Node 20 (3.x) writes provinces and cities in capitals: names are compared regardless of case.
const dataDir = join(dirname(createRequire(import.meta.url).resolve('idn-area-data/package.json')), 'data');
function officialNames(file: string): Map<string, string> {
  const [, ...rows] = readFileSync(join(dataDir, file), 'utf8').trim().split('\n');
  // code,parent,name (provinces: code,name); names may hold commas, codes never do.
  return new Map(
    rows.map((row) => {
      const cells = row.split(',');
      return [cells[0]!.replaceAll('.', ''), cells.slice(file === 'provinces.csv' ? 1 : 2).join(',')];
    }),
  );
}

/** The everyday names the app shows for Jakarta, where the list carries the administrative ones. */
const EVERYDAY: Record<string, string> = {
  'kota administrasi jakarta pusat': 'kota jakarta pusat',
  'kota administrasi jakarta barat': 'kota jakarta barat',
  'kota administrasi jakarta selatan': 'kota jakarta selatan',
};
const sameName = (official: string, ours: string) =>
  (EVERYDAY[official.toLowerCase()] ?? official.toLowerCase()) === ours.toLowerCase();

describe('the address lookup', () => {
  it('pairs every province, city, district and sub-district code with its official name', () => {
    const levels = [
      ['1', 'provinces.csv'],
      ['2', 'regencies.csv'],
      ['3', 'districts.csv'],
      ['4', 'villages.csv'],
    ] as const;
    const wrong: string[] = [];
    let checked = 0;
    const walk = (type: '1' | '2' | '3' | '4', parent: string | undefined) => {
      const official = officialNames(levels.find(([t]) => t === type)![1]);
      for (const item of cityLevel(type, parent)) {
        const name = official.get(item.code);
        checked++;
        if (name === undefined || !sameName(name, item.name)) {
          wrong.push(`${item.code} ${item.name} (official: ${name ?? 'no such code'})`);
        }
        if (type !== '4') walk(String(Number(type) + 1) as '2' | '3' | '4', item.code);
      }
    };
    walk('1', undefined);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
