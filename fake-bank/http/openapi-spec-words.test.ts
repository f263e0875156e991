import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS } from '../../contracts/assumptions.data';
import { endpoints, type AnyEndpoint, type EndpointName } from '../../contracts';
import { buildOpenApi } from './openapi';
import type { JsonSchema } from './json-schema';

/**
 * The published OpenAPI marks as required only fields the spec names and the names marked `x-assumed`
 * (DESIGN section 4): a client team that reads "required" may rely on it against the real bank. The spec's
 * words are read from ../shared/spec/SPEC.md; a call marked ours (a real bank need not have it) is left out.
 */
const specFile = join(import.meta.dirname, '..', '..', '..', 'shared', 'spec', 'SPEC.md');

function specWords(): Set<string> {
  const text = readFileSync(specFile, 'utf8');
  const words = new Set(text.match(/[A-Za-z_][A-Za-z0-9_]*/g));
  // Section 3, payoff loan: "LOAN_PAID_OUT_AMT, and _PRIN_AMT, _INT_AMT, ... variants".
  for (const word of [...words]) if (word.startsWith('_')) words.add(`LOAN_PAID_OUT${word}`);
  return words;
}

/** Every required key under `node` that is neither a spec word nor marked x-assumed, as paths. */
function unnamedRequired(node: unknown, words: Set<string>, at: string, out: string[]): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) unnamedRequired(item, words, at, out);
    return;
  }
  const schema = node as JsonSchema;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const key of (schema.required ?? []) as string[]) {
    if (!words.has(key) && !properties[key]?.['x-assumed']) out.push(`${at}.${key}`);
  }
  for (const [key, value] of Object.entries(properties)) unnamedRequired(value, words, `${at}.${key}`, out);
  for (const keyword of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties'] as const) {
    if (schema[keyword]) unnamedRequired(schema[keyword], words, keyword === 'items' ? `${at}[]` : at, out);
  }
}

const document = buildOpenApi();
const schemas = document.components.schemas as Record<string, JsonSchema>;
const table = Object.entries(endpoints) as Array<[EndpointName, AnyEndpoint]>;
const groups = [...new Set(table.map(([, e]) => e.group))];

describe.skipIf(!existsSync(specFile))('the published OpenAPI requires only what the spec names', () => {
  const words = specWords();

  for (const group of groups) {
    it(`${group}: every required answer field is the spec’s word or marked x-assumed`, () => {
      const found: string[] = [];
      for (const [name, endpoint] of table) {
        if (endpoint.group !== group || endpoint.ours) continue;
        const answer = schemas[`Answer_${name}`]!;
        const data = (answer.properties as Record<string, JsonSchema>).ret_data!;
        // A call the spec implies but does not name: every key of it is assumed (its root says so).
        if (data['x-assumed']) continue;
        unnamedRequired(data, words, name, found);
      }
      expect(found).toEqual([]);
    });
  }

  it('lists every assumption once, each used by a marked schema or call', () => {
    const text = JSON.stringify(document);
    const unused = Object.keys(ASSUMPTIONS).filter(
      (id) => id !== 'returnCodes' && !text.includes(`"x-assumption":"${id}"`),
    );
    expect(unused).toEqual([]);
    for (const { file } of Object.values(ASSUMPTIONS)) {
      expect(existsSync(join(import.meta.dirname, '..', '..', file)), file).toBe(true);
    }
  });
});
