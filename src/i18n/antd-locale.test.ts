import { base } from 'antd-mobile/es/locales/base';
import { describe, expect, it } from 'vitest';
import { i18n, loadTexts } from './index';
import { kitLocaleOf } from './antd-locale';
import { kitLocales } from './antd-locales';

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const CJK = /[\u2e80-\u2fdf\u3000-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

describe('the kit locale of each app language', () => {
  for (const [lang, locale] of Object.entries(kitLocales)) {
    it(`${lang}: every word the kit asks for, none empty, none Chinese`, () => {
      const keys = leaves(locale as unknown as Tree).map(([key]) => key);
      expect(keys).toEqual(leaves(base as unknown as Tree).map(([key]) => key));
      for (const [key, value] of leaves(locale as unknown as Tree)) {
        for (const text of Array.isArray(value) ? value : [value]) {
          expect(typeof text, key).toBe('string');
          expect(String(text).trim(), key).not.toBe('');
          expect(CJK.test(String(text)), `${lang} ${key}: ${String(text)}`).toBe(false);
        }
      }
    });
  }

  it('Indonesian names the backdrop in Indonesian', () => {
    expect(kitLocales.id.Mask.name).toBe('Tutup');
    expect(kitLocales.en.Mask.name).toBe('Close');
  });
});

describe('the kit locale the app renders with', () => {
  it('is Indonesian at first, English once the English frame texts have loaded (they bring it)', async () => {
    expect(kitLocaleOf('id')).toBe(kitLocales.id);
    expect(kitLocaleOf('en')).toBe(kitLocales.id);
    await i18n.changeLanguage('en');
    await loadTexts('frame');
    expect(kitLocaleOf('en')).toEqual(kitLocales.en);
    await i18n.changeLanguage('id');
  });
});
