import { describe, expect, it } from 'vitest';
import { kitLocales } from './antd-locales';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('the end of a list', () => {
  it('is told in one line, common:loadMore.end, by every list and by the kit', () => {
    for (const lang of ['id', 'en'] as const) {
      const own = (Object.keys(resources[lang]) as Array<keyof (typeof resources)[typeof lang]>).flatMap(
        (ns) =>
          keys(resources[lang][ns] as Tree)
            .filter((key) => /(^|\.)(end|noMore)$/.test(key))
            .map((key) => `${ns}:${key}`),
      );
      expect(own).toEqual(['common:loadMore.end']);
    }
    expect(resources.id.common.loadMore.end).toBe('Semua sudah ditampilkan');
    expect(kitLocales.id.InfiniteScroll.noMore).toBe(resources.id.common.loadMore.end);
  });
});
