import { describe, expect, it } from 'vitest';
import { CALL_CODES, CODES, endpoints, type CodeName, type EndpointName } from '../../contracts';
import { projectRoot } from '../http/project-root';
import { analyseAnsweredCodes } from './answered-codes';

/**
 * CALL_CODES (what the OpenAPI document says each call answers) is what the bank's rules can answer, read from
 * the handlers' source: a refusal added to a rule without its code in the table, or a code left in the table
 * after its rule went, fails here.
 */
describe('the codes each call answers', () => {
  const analysis = analyseAnsweredCodes(projectRoot());

  it('resolves every refusal site to its codes', () => {
    expect(analysis.unresolved).toEqual([]);
  });

  it('CALL_CODES lists exactly the codes each handler can answer', () => {
    const differences: string[] = [];
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const declared: string[] = [...CALL_CODES[name]].sort();
      const answered: string[] = analysis.byHandler[name] ?? [];
      const missing = answered.filter((c) => !declared.includes(c));
      const extra = declared.filter((c) => !answered.includes(c));
      if (missing.length) differences.push(`${name}: add ${missing.join(', ')}`);
      if (extra.length) differences.push(`${name}: the bank never answers ${extra.join(', ')}`);
    }
    expect(differences).toEqual([]);
  }, 60_000);

  it('every code a refusal carries data for has a schema the bank checks', () => {
    // Codes whose meaning names ret_data fields must declare them.
    const undescribed = (Object.keys(CODES) as CodeName[]).filter((name) => {
      const entry: { meaning: string; data?: unknown } = CODES[name];
      return /ret_data\.\w+/.test(entry.meaning) && !entry.data;
    });
    expect(undescribed).toEqual([]);
  });
});
