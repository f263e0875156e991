import { describe, expect, it } from 'vitest';
import { CODES } from './codes';
import { misformattedFigures } from './format-check';
import { RULE_MESSAGES } from './rules/messages';
import { ISSUE_MESSAGES } from './rules/issue-messages';

/** Every message the bank answers writes its figures as the screens do (decision 0023). */
const tables: Record<string, Record<string, { id: string; en: string }>> = {
  CODES,
  RULE_MESSAGES,
  ISSUE_MESSAGES,
};

describe("the bank's messages follow the money and time rule", () => {
  it('knows a wrong figure when it sees one', () => {
    expect(misformattedFigures('di atas Rp 50.000.000.', 'id')).toEqual(['Rp 50.000.000']);
    expect(misformattedFigures('above Rp50,000,000.', 'en')).toEqual(['Rp50,000,000']);
    expect(misformattedFigures('mulai 22 Nov 2026, pukul 00:00 WIB.', 'id')).toEqual(['00:00']);
    expect(misformattedFigures('pukul 08.00–20:00 WIB', 'id')).toEqual(['20:00']);
    expect(misformattedFigures('Minimal isi saldo Rp10.000, melalui 08.00–20.00 WIB', 'id')).toEqual([]);
    expect(misformattedFigures('The minimum top-up is Rp10.000. Open 08:00–20:00 WIB', 'en')).toEqual([]);
  });

  for (const [name, table] of Object.entries(tables)) {
    it(`${name}: Rp10.000 and 00.00 / 00:00 WIB`, () => {
      const wrong = Object.entries(table).flatMap(([key, entry]) =>
        (['id', 'en'] as const).flatMap((lang) =>
          misformattedFigures(entry[lang], lang).map((figure) => `${key}.${lang}: ${figure}`),
        ),
      );
      expect(wrong).toEqual([]);
    });
  }
});
