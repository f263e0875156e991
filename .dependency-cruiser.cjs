/**
 * The layers of DESIGN.md section 2, checked by dependency-cruiser in `npm run lint` (decision 0052):
 * contracts <- fake-bank, scenarios, src; inside src, shared pieces <- features <- app, and features never
 * import each other; the client talks to the bank over the wire only. Test files and the component-test
 * harness (src/testing) may reach across: they run the bank's core in place of the wire.
 */
const TEST = '\\.test\\.tsx?$';
const CLIENT_TEST = `(${TEST}|^src/testing/)`;

/**
 * The areas of fake-bank/domain in layers, from the ground (decision 0096): an area imports its own folder and
 * the areas of the layers below it, never one beside or above it. A new area takes its place here.
 */
const DOMAIN_LAYERS = [
  ['common'], // masking, paging, the idempotency ledger, the session digest, the customer's standing
  ['security', 'content'], // PIN, passwords, sessions, crypto; pages, pictures, the agreed terms
  ['loyalty', 'funds'], // points and coupons; the one balance and the money moved in it
  ['credit'], // the Pay Later line: moves funds, spends points, asks for the PIN
  ['wallet', 'onboarding'], // a checkout pays with balance, points and Pay Later; the application
  ['account'], // the summary that reads every area
];
const DOMAIN_LAYER_RULES = DOMAIN_LAYERS.flatMap((layer, rank) => {
  const below = DOMAIN_LAYERS.slice(0, rank).flat();
  return layer.map((area) => ({
    name: `domain-${area}-layer`,
    comment: below.length
      ? `domain/${area} imports no area beside or above it, only the layers below: ${below.join(', ')} (issue 41, 0096)`
      : `domain/${area} is the ground: it imports no area, every area uses it (issue 41, 0096)`,
    severity: 'error',
    from: { path: `^fake-bank/domain/${area}/`, pathNot: TEST },
    to: { path: `^fake-bank/domain/(?!(${[area, ...below].join('|')})/)` },
  }));
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-stand-alone',
      comment: 'contracts import only zod/mini and each other (the date module: dayjs, decision 0050)',
      severity: 'error',
      from: { path: '^contracts/', pathNot: TEST },
      to: { pathNot: ['^contracts/', '^node_modules/(zod|dayjs)/'] },
    },
    {
      name: 'zod-mini-only',
      comment:
        'contracts and the client use zod/mini: classic zod would bring its whole runtime into the bundle (0029)',
      severity: 'error',
      from: { path: '^(contracts|src)/' },
      to: { path: '^node_modules/zod/(index|v4/index|v4/classic/)' },
    },
    {
      name: 'dates-through-contracts',
      comment:
        'the bank, the scenarios and the client read and write dates through contracts/dates.ts, the one date module (0050)',
      severity: 'error',
      from: { path: '^(fake-bank|scenarios|src|demo)/', pathNot: TEST },
      to: { path: '^node_modules/dayjs/' },
    },
    {
      name: 'bank-not-client',
      comment: 'the fake bank does not import the client',
      severity: 'error',
      from: { path: '^fake-bank/' },
      to: { path: '^src/' },
    },
    {
      name: 'bank-without-scenarios',
      comment:
        'the bank never imports scenarios/: its entries (the server, the browser bank, the test driver) hand the catalogue to createBank (0053)',
      severity: 'error',
      from: {
        path: '^fake-bank/',
        pathNot: [
          TEST,
          '^fake-bank/http/server\\.ts$',
          '^fake-bank/msw/browser\\.ts$',
          '^fake-bank/testing/',
        ],
      },
      to: { path: '^scenarios/' },
    },
    {
      name: 'kernel-at-the-bottom',
      comment:
        'the bank kernel (handler types, clock, errors, the session) stands on the model and contracts only',
      severity: 'error',
      from: { path: '^fake-bank/kernel/', pathNot: TEST },
      to: { path: '^fake-bank/(?!kernel/|model/)' },
    },
    {
      name: 'domain-below-composition',
      comment:
        'the rules (fake-bank/domain) use the kernel and the model; the core, stores and transports compose them',
      severity: 'error',
      from: { path: '^fake-bank/domain/', pathNot: TEST },
      to: { path: '^fake-bank/(core|http|store|msw|snapshots|testing)/' },
    },
    ...DOMAIN_LAYER_RULES,
    {
      name: 'core-seals-through-hooks',
      comment:
        'the core opens sealed fields with the crypto the domain hands it (kernel/hooks.ts: sealing), never by importing the security area (issue 41)',
      severity: 'error',
      from: { path: '^fake-bank/(core|kernel)/', pathNot: TEST },
      to: { path: '^fake-bank/domain/security/' },
    },
    {
      name: 'snapshots-below-core',
      comment:
        "snapshots (files, schemas, diffs, the store interface) stand on the model and the kernel; the core's control surface uses them, not back (issue 41)",
      severity: 'error',
      from: { path: '^fake-bank/snapshots/', pathNot: TEST },
      to: { path: '^fake-bank/(core|domain|http|msw|store|testing)/' },
    },
    {
      name: 'model-below-rules',
      comment:
        'the bank model (fake-bank/model) is the bottom layer: it never imports the rules, the core, stores or transports (issue 41)',
      severity: 'error',
      from: { path: '^fake-bank/model/', pathNot: TEST },
      to: { path: '^fake-bank/(domain|core|http|store|msw|snapshots|testing|kernel)/' },
    },
    {
      name: 'store-below-rules',
      comment:
        'stores keep the model; they never import the rules or transports (issue 41). store -> core/session-store and snapshots/snapshot-store (the interfaces they implement) are not forbidden yet',
      severity: 'error',
      from: { path: '^fake-bank/store/', pathNot: TEST },
      to: { path: '^fake-bank/(domain|http|msw)/' },
    },
    {
      name: 'model-not-scenarios',
      comment: 'the bank model (fake-bank/model) does not read scenarios',
      severity: 'error',
      from: { path: '^fake-bank/model/', pathNot: TEST },
      to: { path: '^scenarios/' },
    },
    {
      name: 'scenarios-are-data',
      comment: 'scenarios import only contracts and the bank model (fake-bank/model)',
      severity: 'error',
      from: { path: '^scenarios/' },
      to: { path: ['^src/', '^fake-bank/(?!model/)'] },
    },
    {
      name: 'client-over-the-wire',
      comment: 'the client talks to the bank over the wire only',
      severity: 'error',
      from: { path: '^src/', pathNot: CLIENT_TEST },
      to: { path: ['^fake-bank/', '^scenarios/'] },
    },
    {
      name: 'client-not-contract-barrel',
      comment:
        'the client imports the contract modules it needs, not the barrel with the whole endpoint table (0021)',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST },
      to: { path: ['^contracts/index\\.ts$', '^contracts/endpoint-table\\.ts$'] },
    },
    {
      name: 'features-apart',
      comment: 'features do not import each other',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-not-app',
      comment: 'features do not import the app',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-below-features',
      comment: 'shared code (src/shared, src/api, src/bridge, src/i18n) does not import features or the app',
      severity: 'error',
      from: { path: '^src/(?!features/|app/|testing/)', pathNot: TEST },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'call-layer-below-ui',
      comment:
        'the call layer (src/api) uses shared helpers, never shared screens or forms: src/shared/ui -> src/api, not back',
      severity: 'error',
      from: { path: '^src/api/', pathNot: TEST },
      to: { path: '^src/shared/(ui|forms|camera|onboarding|security|navigation)/' },
    },
    {
      name: 'no-circular',
      comment:
        'a cycle of runtime imports ties modules that should stand in layers (a type-only edge is erased)',
      severity: 'error',
      from: { pathNot: TEST },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-[^/]+|demo-dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
