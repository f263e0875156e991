import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The core must not need Node (decision 0022): the bank, its rules, scenarios and contracts, with the demo's
 * transport, bundle for the browser without a single Node built-in (esbuild refuses to resolve one there).
 */
describe('the bank in the browser', () => {
  it('bundles for the browser without Node built-ins', async () => {
    const result = await build({
      entryPoints: ['fake-bank/msw/browser.ts'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('fake-bank/core/bank.ts');
    expect(inputs).toContain('fake-bank/domain/security/security-crypto.ts');
    expect(inputs.filter((path) => path.startsWith('node:') || path.includes('fake-bank/http/'))).toEqual([]);
  });
});
