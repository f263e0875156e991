import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOpenApi } from './openapi';
import { projectRoot } from './project-root';

/**
 * Redocly's own linter (`redocly lint`, its recommended rules) on the document the bank publishes. One
 * finding is accepted on purpose, in Redocly's ignore file: the spec's account-status call really is
 * /88400003/01/1.0.0/ with its trailing slash, and the document says what the bank answers.
 * Run it by hand: `npx tsx fake-bank/http/openapi-lint.ts`.
 */
export const ACCEPTED_FINDINGS = {
  'no-path-trailing-slash': ['#/paths/~1ifes~188400003~101~11.0.0~1'],
};

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

export interface LintResult {
  problems: LintProblem[];
  totals: { errors: number; warnings: number; ignored: number };
  /** The CLI's own words, for a person. */
  text: string;
}

function run(args: string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  const cli = join(projectRoot(), 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  return new Promise((resolve) => {
    // The CLI exits 1 on errors: its report is what counts, so the exit code is not an error here.
    execFile(
      process.execPath,
      [cli, ...args],
      { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
      (_error, stdout, stderr) => resolve({ stdout, stderr }),
    );
  });
}

export async function lintOpenApi(): Promise<LintResult> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-bank-openapi-'));
  try {
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(buildOpenApi(), null, 2));
    const ignore = Object.entries(ACCEPTED_FINDINGS)
      .map(([rule, pointers]) => `  ${rule}:\n${pointers.map((p) => `    - '${p}'`).join('\n')}`)
      .join('\n');
    await writeFile(join(dir, '.redocly.lint-ignore.yaml'), `openapi.json:\n${ignore}\n`);
    const json = await run(['lint', 'openapi.json', '--format=json', '--max-problems=1000'], dir);
    const plain = await run(['lint', 'openapi.json'], dir);
    // Without the CLI's boxed notices (the Node.js version banner).
    const text = `${plain.stdout}${plain.stderr}`.replace(/^.*[╔║╚].*$\n?/gm, '');
    const report = JSON.parse(json.stdout.slice(json.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: LintProblem[];
    };
    return { problems: report.problems, totals: report.totals, text };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await lintOpenApi();
  process.stdout.write(`${result.text}\n`);
  process.exitCode = result.totals.errors > 0 ? 1 : 0;
}
