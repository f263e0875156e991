#!/usr/bin/env node
/**
 * npm run gallery [-- --demo]: builds the app and takes one screenshot per scenario into screenshots/, with
 * screenshots/index.html. Without --demo against the fake bank server (the demo-mode build it serves); with
 * --demo against the in-browser demo (demo-dist/ on a plain static host, the bank inside the page).
 */
import { spawnSync } from 'node:child_process';

const demo = process.argv.slice(2).includes('--demo');
const run = (args, env = {}) => {
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['vite', 'build', '--mode', demo ? 'browser-demo' : 'demo']);
run(
  [
    'playwright',
    'test',
    ...(demo ? ['--config', 'playwright.demo.config.ts'] : []),
    'e2e/gallery.spec.ts',
    '--workers=1',
  ],
  { GALLERY: '1', GALLERY_TARGET: demo ? 'demo' : 'server' },
);
