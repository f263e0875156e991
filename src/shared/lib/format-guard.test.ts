import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0023: the money, number, date and time helpers are the only formatters in src/. ESLint's
 * `no-restricted-syntax` (eslint.config.js) refuses the ad-hoc ones; these cases keep that rule honest.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(code: string, filePath = 'src/features/example/example-page.tsx'): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    (m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports',
  ).length;
}

const adHoc: Array<[string, string]> = [
  ['the runtime number format', "export const a = new Intl.NumberFormat('id-ID').format(1000);"],
  ['the runtime date format', "export const a = new Intl.DateTimeFormat('id-ID').format(new Date());"],
  ['toLocaleString', 'export const a = (1000).toLocaleString();'],
  ['toFixed', "export const a = (1.95).toFixed(2).replace('.', ',');"],
  ['digits grouped by hand', "export const a = (n: string) => n.replace(/\\B(?=(\\d{3})+(?!\\d))/g, '.');"],
  ['Rp glued in a template', 'export const a = (n: string) => `Rp ${n}`;'],
  ['Rp glued with +', "export const a = (n: string) => 'Rp' + n;"],
  ['a sign glued to an amount', 'export const a = (f: (n: number) => string) => `-${f(5)}`;'],
  ['a plus glued to an amount', "export const a = (f: (n: number) => string) => '+' + f(5);"],
  ['WIB written around a time', 'export const a = (t: string) => `${t} WIB`;'],
  ['a clock built from digits', 'export const a = (ts: string) => `${ts.slice(8, 10)}:${ts.slice(10, 12)}`;'],
  ['dayjs', "import dayjs from 'dayjs';\nexport const a = dayjs().format('DD MMM YYYY');"],
];

describe('no formatter in src/ but the helpers', () => {
  for (const [what, code] of adHoc) {
    it(`refuses ${what}`, async () => {
      expect(await refusals(code)).toBeGreaterThan(0);
    });
  }

  it('lets the helpers be used, and joins of words pass', async () => {
    const code = [
      "import { formatRupiah } from './money';",
      "import { formatDateTime } from './dates';",
      "export const a = (n: string, lang: string) => formatRupiah(n, lang, 'out');",
      "export const b = (ts: string, lang: string) => formatDateTime(ts, lang, 'long');",
      'export const c = (ns: string, key: string) => `${ns}.${key}`;',
      'export const d = (m: string, n: string) => `${m} ${n}`;',
      'export const e = (phone: string) => `+62 ${phone}`;',
    ].join('\n');
    expect(await refusals(code)).toBe(0);
  });

  it('leaves the helper files themselves alone', async () => {
    expect(await refusals('export const a = (1.95).toFixed(2);', 'src/shared/lib/money.ts')).toBe(0);
  });
});
