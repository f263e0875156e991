import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, relative, resolve } from 'node:path';
import tseslint from 'typescript-eslint';

const root = dirname(new URL(import.meta.url).pathname);

/**
 * The one-way dependencies of DESIGN.md section 2: contracts <- fake-bank, scenarios, src; the bank's model
 * (fake-bank/state) <- scenarios; inside src, shared pieces <- features <- app, and features never import
 * each other; the client's code takes contract modules one by one, never through the barrel.
 */
function layerViolation(fromFile, source) {
  const from = relative(root, fromFile);
  if (!source.startsWith('.')) {
    const testOnly = /\.test\.tsx?$/.test(from) && (source === 'vitest' || source.startsWith('node:'));
    if (from.startsWith('src/') && source === 'zod')
      return 'the client imports zod/mini: classic zod would bring its whole runtime back into the bundle';
    return from.startsWith('contracts/') && source !== 'zod/mini' && !testOnly
      ? 'contracts import nothing but zod/mini'
      : null;
  }
  const to = relative(root, resolve(dirname(fromFile), source));
  const area = (path) => path.split('/')[0];
  const feature = (path) => (path.startsWith('src/features/') ? path.split('/')[2] : null);
  if (area(from) === 'contracts' && area(to) !== 'contracts') return 'contracts import nothing but zod/mini';
  // Scenarios seed the bank's model (fake-bank/state); the model never reads scenarios.
  if (
    area(from) === 'scenarios' &&
    (area(to) === 'src' || (area(to) === 'fake-bank' && !to.startsWith('fake-bank/state/')))
  )
    return 'scenarios import only contracts and the bank model (fake-bank/state)';
  if (from.startsWith('fake-bank/state/') && !/\.test\.ts$/.test(from) && area(to) === 'scenarios')
    return 'the bank model does not import scenarios';
  if (area(from) === 'fake-bank' && area(to) === 'src') return 'the fake bank does not import the client';
  // Component tests and their harness (src/testing) run the bank's core in place of the wire and mount the app.
  const testCode = /\.test\.tsx?$/.test(from) || from.startsWith('src/testing/');
  if (area(from) === 'src' && !testCode && ['fake-bank', 'scenarios'].includes(area(to)))
    return 'the client talks to the bank over the wire only';
  // The barrel holds the whole endpoint table: a screen brings only the contract modules it uses (0021).
  if (area(from) === 'src' && !/\.test\.tsx?$/.test(from) && /^contracts(\/index(\.ts)?)?$/.test(to))
    return 'the client imports the contract modules it needs, not the contracts barrel';
  if (feature(from) && feature(to) && feature(from) !== feature(to))
    return 'features do not import each other';
  if (feature(from) && to.startsWith('src/app')) return 'features do not import the app';
  if (
    area(from) === 'src' &&
    !testCode &&
    !feature(from) &&
    !from.startsWith('src/app') &&
    (feature(to) || to.startsWith('src/app'))
  )
    return 'shared code does not import features or the app';
  return null;
}

const FORMAT_HELPERS =
  'write money, numbers, dates and times with the helpers of src/shared/lib (money, points, dates; decision 0023)';

/**
 * Ad-hoc formatters the screens may not use (decision 0023): the runtime's number and date formatting,
 * digit grouping by hand, a sign glued to an amount, 'Rp' or 'WIB' written around a figure, a time of day
 * put together from a timestamp's digits.
 */
const FORMAT_GUARD = [
  "MemberExpression[object.name='Intl'][property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]",
  'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|toFixed)$/]',
  'Literal[regex.pattern=/\\\\d\\{3\\}/]',
  'TemplateLiteral > TemplateElement:first-child[tail=false][value.raw=/^[-+\\u2212]$/]',
  'TemplateElement[tail=false][value.raw=/\\s[-+\\u2212]$/]',
  'TemplateElement[value.raw=/(Rp|WIB)/]',
  'Literal[value=/^(Rp|-Rp|\\u2212Rp)$|\\bWIB\\b/]',
  "BinaryExpression[operator='+'] > Literal[value=/^(Rp|[-+\\u2212])$/]",
  "TemplateLiteral[quasis.length=3]:has(> TemplateElement[value.raw=/^[:.]$/]):has(> CallExpression[callee.property.name='slice'])",
].map((selector) => ({ selector, message: FORMAT_HELPERS }));

/** antd-mobile's imperative popups, which need the React 19 render adapter set in kit-popups.ts (0030). */
const IMPERATIVE_KIT = new Set(['Dialog', 'Toast', 'Modal', 'ActionSheet']);

const layers = {
  rules: {
    'kit-popups': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        if (relative(root, context.filename) === 'src/shared/ui/kit-popups.ts') return {};
        return {
          ImportDeclaration(node) {
            if (node.source.value !== 'antd-mobile') return;
            for (const spec of node.specifiers) {
              if (spec.type === 'ImportSpecifier' && IMPERATIVE_KIT.has(spec.imported.name))
                context.report({
                  node: spec,
                  message: `import ${spec.imported.name} from src/shared/ui/kit-popups: it sets the kit's React 19 render adapter`,
                });
            }
          },
        };
      },
    },
    'one-way': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const problem = layerViolation(context.filename, node.source.value);
          if (problem) context.report({ node: node.source, message: `${problem} (${node.source.value})` });
        };
        return {
          ImportDeclaration: check,
          ExportAllDeclaration: check,
          ExportNamedDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'demo-dist/',
      // Generated by `npx msw init demo/public` (kept in step with the msw package).
      'demo/public/mockServiceWorker.js',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.fake-bank/',
      'fake-bank/http/dashboard/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { layers },
    rules: {
      'layers/one-way': 'error',
      'layers/kit-popups': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'fake-bank/http/dashboard-app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Decision 0023: money, numbers, dates and times on screen are written by the helpers only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/shared/lib/money.ts',
      'src/shared/lib/points.ts',
      'src/shared/lib/amount-digits.ts',
      'src/shared/lib/dates.ts',
      'src/i18n/**',
      'src/testing/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...FORMAT_GUARD],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['dayjs', 'dayjs/*', 'date-fns', 'date-fns/*', 'moment', 'numeral'],
              message: FORMAT_HELPERS,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'fake-bank/http/server.ts', '**/*.test.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['demo/public/demo-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['fake-bank/http/dashboard/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
