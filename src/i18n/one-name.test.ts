import { describe, expect, it } from 'vitest';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix: string): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
}

/** Issue 40: one thing, one name on every screen (the wallet said "Virtual account", the rest "Virtual Account"). */
describe('one name for one thing', () => {
  for (const lang of ['id', 'en'] as const) {
    it(`${lang}: the virtual account is "Virtual Account" wherever it is named, the wallet included`, () => {
      const all = Object.entries(resources[lang]).flatMap(([ns, tree]) => texts(tree as Tree, `${ns}:`));
      const named = all.filter(([, text]) => /virtual account/i.test(text));
      expect(named.map(([key]) => key)).toContain('wallet:orderType.VA');
      const otherwise = named.filter(([, text]) =>
        [...text.matchAll(/virtual account/gi)].some((match) => match[0] !== 'Virtual Account'),
      );
      expect(otherwise).toEqual([]);
      expect(resources[lang].wallet.orderType.VA).toBe('Virtual Account');
    });
  }
});
