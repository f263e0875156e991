import { describe, expect, it } from 'vitest';
import { misformattedFigures } from '../../contracts/format-check';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value, `${prefix}${key}.`),
  );
}

/**
 * Figures written into the texts themselves follow the helpers' rule (decision 0023): 'Rp10.000' and
 * '00.00 WIB' in Indonesian, 'Rp10.000' and '00:00 WIB' in English. Amounts and times that change are
 * interpolated from the helpers instead.
 */
describe('figures in the i18n resources', () => {
  for (const lang of ['id', 'en'] as const) {
    it(`are written as the helpers write them (${lang})`, () => {
      const wrong = Object.entries(resources[lang]).flatMap(([ns, tree]) =>
        texts(tree as Tree).flatMap(([key, text]) =>
          misformattedFigures(text, lang).map((figure) => `${ns}:${key}: ${figure}`),
        ),
      );
      expect(wrong).toEqual([]);
    });
  }
});
