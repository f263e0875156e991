import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

/**
 * The project as a new developer installs it (issue 40, point 17): `npm install` on Node 20 warns of nothing:
 * no package that wants another Node (EBADENGINE), no peer range it cannot meet (ERESOLVE), no install script
 * left unreviewed (allowScripts). A dry run of the lock file in an empty folder prints what a fresh install
 * would, from npm's cache (the registry only for what the cache lacks), and runs no script.
 */
describe('a fresh npm install', () => {
  it('prints no warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'install-clean-'));
    try {
      for (const file of ['package.json', 'package-lock.json'])
        copyFileSync(join(root, file), join(dir, file));
      // The npm that runs the suite passes its own settings down as npm_config_*: this install has none.
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
      const { stdout, stderr } = await run(
        'npm',
        ['install', '--dry-run', '--prefer-offline', '--no-audit', '--no-fund'],
        { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 },
      );
      const warnings = `${stdout}\n${stderr}`.split('\n').filter((line) => /^npm (warn|WARN|ERR)/.test(line));
      expect(warnings).toEqual([]);
      expect(stdout).toMatch(/added \d+ packages/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
