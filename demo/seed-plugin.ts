import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import type * as Scenarios from '../scenarios';

/**
 * The in-browser demo's scenarios, seeded at build time (decision 0047). Seeds are deterministic (faker seeded
 * per scenario id, a fixed clock; scenarios/catalogue.test.ts builds each twice and compares), so the build
 * runs the real catalogue once and ships its answers: the scenarios' metadata as one module, each scenario's
 * seed as its own chunk of JSON text loaded when a session asks for it. Faker, the seed builders and the
 * catalogue's code never reach the browser.
 *
 * Every import of scenarios/index.ts in the demo's graph gets demo/browser-catalogue.ts instead, the same
 * names over the generated modules; tldts gets demo/tldts-lite.ts. The page's HTML preloads the bank's and
 * the app's chunks, which demo/main.ts runs after the first paint.
 */

/** The metadata of every scenario and the catalogue's defaults. */
export const CATALOGUE_MODULE = 'virtual:demo-catalogue';
/** `{ [id]: () => import(<the seed's chunk>) }`. */
export const SEEDS_MODULE = 'virtual:demo-seeds';

const SEED_PREFIX = '\0demo-seeds/seed-';
const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const SCENARIOS_INDEX = resolve(ROOT, 'scenarios/index.ts');
const BROWSER_CATALOGUE = resolve(ROOT, 'demo/browser-catalogue.ts');
const TLDTS_LITE = resolve(ROOT, 'demo/tldts-lite.ts');

/** What demo/main.ts imports after the first paint: the page fetches them with itself, to run them later. */
const PRELOADED = [
  BROWSER_CATALOGUE,
  resolve(ROOT, 'fake-bank/msw/browser.ts'),
  resolve(ROOT, 'src/app/main.tsx'),
];

/** The chunks of those modules and every chunk they import statically, not the page's entry's. */
function preloadedChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const wanted = new Set<string>();
  const add = (fileName: string) => {
    if (loaded.has(fileName) || wanted.has(fileName)) return;
    wanted.add(fileName);
    byName.get(fileName)?.imports.forEach(add);
  };
  for (const chunk of chunks) {
    if (chunk.facadeModuleId && PRELOADED.includes(chunk.facadeModuleId)) add(chunk.fileName);
  }
  return [...wanted];
}

/** A seed's module id: scenario ids are `[a-z0-9.-]`, and a dot would end the chunk's name. */
const seedIdOf = (scenarioId: string) => SEED_PREFIX + scenarioId.replaceAll('.', '_');
const scenarioIdOf = (seedId: string) => seedId.slice(SEED_PREFIX.length).replaceAll('_', '.');

/** A JS string literal of the text: the chunk stays JSON the browser parses fast (JSON.parse of a string). */
const literal = (text: string) => JSON.stringify(text);

export function demoSeeds(): Plugin {
  let base = '/';
  let scenarios: Promise<typeof Scenarios> | undefined;
  // Run through Vite's module runner: the catalogue is TypeScript and its imports have no extensions.
  const load = () =>
    (scenarios ??= runnerImport<typeof Scenarios>(SCENARIOS_INDEX, {
      configFile: false,
      logLevel: 'warn',
    }).then((result) => result.module));

  return {
    name: 'demo-seeds',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        return preloadedChunks(bundle).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
    // The core's imports of the catalogue (`../../scenarios` from fake-bank/*/): no other module of the demo's
    // graph imports a folder of that name.
    config: () => ({
      resolve: {
        alias: [
          { find: /^(\.\.\/)+scenarios(\/index)?$/, replacement: BROWSER_CATALOGUE },
          { find: /^tldts$/, replacement: TLDTS_LITE },
        ],
      },
    }),
    resolveId(source) {
      if (source === CATALOGUE_MODULE || source === SEEDS_MODULE) return `\0${source}`;
      if (source.startsWith(SEED_PREFIX)) return source;
      return null;
    },
    async load(id) {
      if (id === `\0${CATALOGUE_MODULE}`) {
        const { catalogue, DEFAULT_CLOCK, DEFAULT_SCENARIO_ID } = await load();
        // Everything but the seed builder: plain data (ids, titles, paths, clocks, polls, faults).
        const metas = [...catalogue.values()].map(({ seed: _seed, ...meta }) => meta);
        return [
          `export const DEFAULT_SCENARIO_ID = ${JSON.stringify(DEFAULT_SCENARIO_ID)};`,
          `export const DEFAULT_CLOCK = ${JSON.stringify(DEFAULT_CLOCK)};`,
          `export const scenarioMetas = JSON.parse(${literal(JSON.stringify(metas))});`,
        ].join('\n');
      }
      if (id === `\0${SEEDS_MODULE}`) {
        const { catalogue } = await load();
        const entries = [...catalogue.keys()].map(
          (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(seedIdOf(key))}),`,
        );
        return `export const seedLoaders = {\n${entries.join('\n')}\n};`;
      }
      if (id.startsWith(SEED_PREFIX)) {
        const { catalogue, seedJsonOf } = await load();
        const scenario = catalogue.get(scenarioIdOf(id));
        if (!scenario) throw new Error(`No scenario for ${id}`);
        return `export default ${literal(seedJsonOf(scenario))};`;
      }
      return null;
    },
  };
}
