import { validateHeaderValue } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { CODES, endpoints, urlPathOf } from '../../contracts';
import { scenarioCatalogue } from '../../scenarios';
import { handlers } from '../domain';
import { SqliteSessionStore } from '../store/sqlite-store';
// A kernel test: it tests createBank itself, so it builds its bank directly (issue 41: others use bank-driver.ts).
import { createBank, traceText, TRACE_LIMIT, type BankRequest } from './bank';
import type { SessionStore } from './session-store';

/** Issue 39, point 1: an answer that fails books nothing; a trace is always a header Node can send. */
const REAL = Date.parse('2030-01-01T00:00:00Z');
const personalCenter = endpoints.creditPersonalCenter;
const original = handlers.get(personalCenter)!;
afterEach(() => void handlers.set(personalCenter, original));

function call(path: string, csrfToken?: string): BankRequest {
  return {
    sessionId: 'rollback-1',
    method: path.includes('csrf') ? 'GET' : 'POST',
    path,
    query: {},
    body: {},
    csrfToken,
    lang: 'id',
  };
}

describe.each([
  ['memory', () => undefined],
  ['SQLite', () => new SqliteSessionStore(':memory:')],
] as Array<[string, () => SessionStore | undefined]>)(
  'a handler that fails half way (%s store)',
  (_name, store) => {
    it('answers 80499999 and keeps nothing it changed', async () => {
      const bank = createBank({ scenarios: scenarioCatalogue, realNow: () => REAL, store: store() });
      await bank.store.unit('rollback-1', () => bank.resetSession('rollback-1', 'home.bill-ready'));
      const token = (await bank.serve(call(urlPathOf(endpoints.csrfToken)))).answer;
      expect(token.kind === 'envelope' && token.status).toBe(200);
      const csrf = bank.store.get('rollback-1')!.csrfToken!;
      const before = JSON.stringify(bank.store.get('rollback-1')!.state);
      handlers.set(personalCenter, (_request, ctx) => {
        ctx.state.wallet.balance = '1';
        ctx.state.credit.repayments.push(ctx.state.credit.repayments[0]!);
        ctx.note('spent', 'balance 1');
        throw new Error('a bug');
      });
      const { answer } = await bank.serve(call(urlPathOf(personalCenter), csrf));
      expect(answer.kind === 'envelope' && answer.envelope.ret_code).toBe(CODES.CANNOT_PROCESS.code);
      expect(answer.trace).toContain('rule=handler-error');
      // The next unit reads the session as it was.
      const after = await bank.store.unit('rollback-1', () =>
        JSON.stringify(bank.store.get('rollback-1')!.state),
      );
      expect(after).toBe(before);
      // And the failed call is in its log, as answered.
      const log = await bank.store.readLog('rollback-1');
      expect(log.at(-1)).toMatchObject({ path: urlPathOf(personalCenter), status: 200 });
      await bank.store.close();
    });
  },
);

describe('X-Fake-Bank-Trace', () => {
  it('is printable ASCII within its limit whatever a rule notes, the clock kept at its end', () => {
    const noted = `scenario=home.repaid; rule=auto-debit; change=auto-debit ${'20270101:F '.repeat(900)}…20991201:- é; clock=2099-12-31T12:00:00+07:00`;
    const trace = traceText(noted);
    expect(trace.length).toBeLessThanOrEqual(TRACE_LIMIT);
    expect(trace).toMatch(/^[\x20-\x7e]+$/);
    expect(trace.endsWith('; clock=2099-12-31T12:00:00+07:00')).toBe(true);
    expect(() => validateHeaderValue('X-Fake-Bank-Trace', trace)).not.toThrow();
    expect(traceText('rule=x; change=…2027:-; clock=2026')).toBe('rule=x; change=...2027:-; clock=2026');
  });
});
