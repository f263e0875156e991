import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { AnyEndpoint } from '../../contracts';
import { AnswerChecks } from './answer-checks';

const response = z.object({ NAME: z.string(), LIMIT: z.string() });
const endpoint = { path: '/credit/personal_center', response } as unknown as AnyEndpoint;

describe('AnswerChecks (decision 0100)', () => {
  it("checks an answer once while the session's answers to the call keep the same text", () => {
    const checks = new AnswerChecks();
    const parse = vi.spyOn(response, 'safeParse');
    const first = checks.check(endpoint, 's1', { NAME: 'E***', LIMIT: '8000000' }, true);
    const again = checks.check(endpoint, 's1', { NAME: 'E***', LIMIT: '8000000' }, true);
    expect(parse).toHaveBeenCalledTimes(1);
    // The checked copy is answered, not the handler's object.
    expect(again?.data).toBe(first?.data);
    expect(again?.text).toBe('{"NAME":"E***","LIMIT":"8000000"}');
    // Another session, or another text, is checked again.
    checks.check(endpoint, 's2', { NAME: 'E***', LIMIT: '8000000' }, true);
    checks.check(endpoint, 's1', { NAME: 'E***', LIMIT: '7000000' }, true);
    expect(parse).toHaveBeenCalledTimes(3);
    parse.mockRestore();
  });

  it('keeps no answer of a call that changed something (it is checked each time)', () => {
    const checks = new AnswerChecks();
    const parse = vi.spyOn(response, 'safeParse');
    const repaid = { NAME: 'E***', LIMIT: '8000000' };
    checks.check(endpoint, 's1', repaid, false);
    checks.check(endpoint, 's1', repaid, false);
    checks.check(endpoint, 's1', repaid, true);
    expect(parse).toHaveBeenCalledTimes(3);
    parse.mockRestore();
  });

  it('refuses an answer off its contract even after the same call passed', () => {
    const checks = new AnswerChecks();
    expect(checks.check(endpoint, 's1', { NAME: 'E***', LIMIT: '8000000' }, true)).toBeDefined();
    expect(checks.check(endpoint, 's1', { NAME: 'E***', LIMIT: 8000000 }, true)).toBeUndefined();
    expect(checks.check(endpoint, 's1', { NAME: 'E***' }, true)).toBeUndefined();
  });

  it('keeps answers up to its bound, the oldest going first', () => {
    const checks = new AnswerChecks(350);
    const parse = vi.spyOn(response, 'safeParse');
    const answer = { NAME: 'x'.repeat(40), LIMIT: '1' };
    for (const id of ['a', 'b', 'c']) checks.check(endpoint, id, answer, true);
    expect(parse).toHaveBeenCalledTimes(3);
    // Each weighs 151 (its key and twice its text): c and b are kept, a went.
    checks.check(endpoint, 'c', answer, true);
    checks.check(endpoint, 'b', answer, true);
    expect(parse).toHaveBeenCalledTimes(3);
    checks.check(endpoint, 'a', answer, true);
    expect(parse).toHaveBeenCalledTimes(4);
    parse.mockRestore();
  });
});
