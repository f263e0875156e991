import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_TARGET_KB, firstLoadFiles, type LoadedFile } from '../bench-first-load';
import { CHROMIUM, args, kib, root, table } from './common';

/** Section 1 of `npm run bench`: the gzipped first load of `/` (scripts/bench.ts). */

export interface Asset {
  file: string;
  kind: string;
  raw: number;
  gzip: number;
}

export const relativeToRoot = (path: string) => path.slice(root.length + 1) || path;

export function ensureBuild(dist: string, explicit: boolean): string | null {
  if (explicit) return existsSync(join(dist, 'index.html')) ? null : `${join(dist, 'index.html')} not found`;
  console.log(
    `building ${relativeToRoot(dist)}/ from the tree: \`npx vite build\` (what a customer loads) ...`,
  );
  const result = spawnSync('npx', ['vite', 'build'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, DIST_DIR: dist },
  });
  if (result.status === 0 && existsSync(join(dist, 'index.html'))) return null;
  const output = `${result.stderr ?? ''}\n${result.stdout ?? ''}`
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('npm warn'));
  const reason =
    output.find((l) => /error/i.test(l)) ?? output[0] ?? result.error?.message ?? 'unknown reason';
  return `vite build failed (${reason.slice(0, 200)})`;
}

/** Gzipped sizes of the build's files, by URL path (/assets/...), for the Lighthouse section too. */
export function gzipOf(dist: string, url: string): Asset | undefined {
  const relative = posix.normalize(decodeURIComponent(url.split(/[?#]/)[0]!)).replace(/^(\.\/|\/)+/, '');
  const file = join(dist, relative);
  if (!file.startsWith(dist) || !existsSync(file)) return undefined;
  const content = readFileSync(file);
  return { file: relative, kind: '', raw: content.length, gzip: gzipSync(content).length };
}

/** The build folder measured, once it exists; null when it cannot be had. */
export function distFolder(): string | null {
  const explicit = typeof args.dist === 'string';
  // Its own folder: dist/ stays the build `npm start` and `npm run serve` serve (with the scenario picker).
  const dist = resolve(root, typeof args.dist === 'string' ? args.dist : 'dist-bench');
  const problem = ensureBuild(dist, explicit);
  if (problem) {
    console.log(`not measured: ${problem}`);
    return null;
  }
  return dist;
}

export async function measureSize(dist: string): Promise<void> {
  console.log(
    '\n== First load of /: every script and stylesheet Chromium loads until the network is idle, gzipped\n' +
      '   (node:zlib gzipSync, default level), the bank serving the production build\n',
  );
  const files = await firstLoadFiles(dist, CHROMIUM);
  if (typeof files === 'string') {
    console.log(`not measured: ${files}`);
    return;
  }
  const sum = (list: LoadedFile[], key: 'raw' | 'gzip') => list.reduce((total, f) => total + f[key], 0);
  const rows = files.map((f) => [f.path, f.kind, kib(f.raw), kib(f.gzip)]);
  for (const kind of ['js', 'css'] as const) {
    const list = files.filter((f) => f.kind === kind);
    rows.push([
      `total ${kind.toUpperCase()}`,
      `${list.length} files`,
      kib(sum(list, 'raw')),
      kib(sum(list, 'gzip')),
    ]);
  }
  rows.push(['total JS + CSS', `${files.length} files`, kib(sum(files, 'raw')), kib(sum(files, 'gzip'))]);
  console.log(table(['file', 'kind', 'raw KiB', 'gzip KiB'], rows, [false, false, true, true]));
  console.log(`target: <= ${FIRST_LOAD_TARGET_KB} KB gzipped JS + CSS until idle, on React 19 (issue 22)`);
}
