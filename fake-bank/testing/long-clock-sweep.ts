import { validateHeaderValue, type ServerResponse } from 'node:http';
import pino from 'pino';
import { Faker, base, en, id_ID } from '@faker-js/faker';
import { fake, setFaker } from 'zod-schema-faker/v4';
import { endpoints, endpointList, urlPathOf, type AnyEndpoint } from '../../contracts';
import { CLOCK_RANGE } from '../kernel/clock';
import { scenarioCatalogue } from '../../scenarios';
import { createBank } from '../core/bank';
import type { BankState } from '../model/bank-state';
import { serveBankCall } from '../http/bank-call';
import { isoToMs } from '../../contracts/dates';

/**
 * Issue 39, point 1: every scenario with every read call at one moment of its clock: no answer of 5xx (the
 * transport's serveBankCall writes onto a response that refuses a header as Node's does), and no failed
 * answer (5xx, a throw, the bank's own 80499999 of a bug) moves money. Answers what went wrong, empty when
 * nothing did.
 */

/** The calls that read (a query, a lookup, a trial calculation): what a screen asks on arrival. */
const READ = /\/(query|get)\/|\/query_|try|_detail|pre_check|quota|check\/flow|_query$/;
/** Reads that hand out something new (a code sent, a key, a token): not reads of the state. */
const HANDS_OUT = /otp|captcha|face|factor|token/;
export const READ_CALLS = endpointList.filter(
  (e) => e.method !== 'UPLOAD' && READ.test(e.path) && !HANDS_OUT.test(e.path),
);

const faker = new Faker({ locale: [id_ID, en, base] });
setFaker(faker);

/** A request the contract accepts (seeded, so each run sends the same), or {} when the faker finds none. */
function requestOf(endpoint: AnyEndpoint): Record<string, unknown> {
  faker.seed(39);
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate: unknown = fake(endpoint.request);
    if (endpoint.request.safeParse(candidate).success && typeof candidate === 'object' && candidate) {
      return candidate as Record<string, unknown>;
    }
  }
  return {};
}
const requests = new Map(READ_CALLS.map((e) => [e, requestOf(e)]));

/** A response that refuses the headers Node refuses (and one no client reads: over 8 KB), keeping what was sent. */
function wire() {
  const sent = { status: 0, body: '' };
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader(name: string, value: string) {
      validateHeaderValue(name, value);
      if (String(value).length > 8 * 1024) throw new Error(`${name}: ${String(value).length} characters`);
    },
    removeHeader() {},
    end(text: string) {
      sent.status = res.statusCode;
      sent.body = text;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

/** The customer's money: the wallet, the credit line, its repayments and loans. */
function moneyOf(state: BankState): string {
  const { credit, wallet } = state;
  return JSON.stringify([
    wallet.balance,
    wallet.orders.length,
    wallet.seq,
    credit.account,
    credit.repayments.length,
    credit.repayments.at(-1),
    credit.loans.length,
  ]);
}

export const MOMENTS = ['seed', '+35 days', '+400 days', `${CLOCK_RANGE.to}`] as const;
export type Moment = (typeof MOMENTS)[number];
export const SCENARIO_IDS = [...scenarioCatalogue.scenarios.keys()];

const logger = pino({ level: 'silent' });
const csrfPath = urlPathOf(endpoints.csrfToken);

/**
 * Each scenario in one session, its clock moved on as a tester moves it: the reads at the seed, 35 days on,
 * 400 days on, and on the clock's last day. Answers what went wrong, by scenario, moment and call.
 */
export async function sweep(scenarioIds: string[]): Promise<string[]> {
  const bank = createBank({
    scenarios: scenarioCatalogue,
    realNow: () => isoToMs('2030-01-01T00:00:00Z'),
  });
  const failures: string[] = [];
  const call = async (id: string, method: string, path: string, params: Record<string, unknown>) => {
    const { res, sent } = wire();
    let thrown = '';
    try {
      await serveBankCall(
        bank,
        logger,
        res,
        {
          sessionId: id,
          known: true,
          method,
          path,
          query: method === 'GET' ? params : {},
          body: method === 'GET' ? {} : params,
          csrfToken: bank.store.get(id)?.csrfToken ?? undefined,
          lang: 'id',
        },
        Date.now(),
      );
    } catch (error) {
      thrown = error instanceof Error ? error.message : String(error);
    }
    return { thrown, sent };
  };
  const moves: Record<Moment, { advanceDays?: number; date?: string }> = {
    seed: {},
    '+35 days': { advanceDays: 35 },
    '+400 days': { advanceDays: 365 },
    [CLOCK_RANGE.to]: { date: `${CLOCK_RANGE.to}T12:00:00+07:00` },
  };
  for (const [index, scenario] of scenarioIds.entries()) {
    const id = `sweep-${index}`;
    await bank.store.unit(id, () => {
      const session = bank.resetSession(id, scenario);
      session.faults.splice(0);
      session.latencyMs = 0;
    });
    for (const moment of MOMENTS) {
      await bank.store.unit(id, () => bank.setClock(id, moves[moment]));
      for (const [path, method, params] of [
        [csrfPath, 'GET', {}] as const,
        ...READ_CALLS.map((e) => [urlPathOf(e), e.method, requests.get(e)!] as const),
      ]) {
        const before = moneyOf(bank.store.get(id)!.state);
        const { thrown, sent } = await call(id, method, path, params);
        const failed = thrown !== '' || sent.status >= 500 || sent.body.includes('"ret_code":"80499999"');
        const where = `${scenario} at ${moment}: ${path}`;
        if (thrown || sent.status >= 500) failures.push(`${where}: ${thrown || sent.status}`);
        // The home's answer holds its contract at every moment (an answer off it is the bank's 80499999).
        else if (failed && path === HOME_PATH) failures.push(`${where}: off its contract`);
        const after = bank.store.get(id);
        if (failed && (!after || moneyOf(after.state) !== before)) {
          failures.push(`${where}: money moved by a failed answer`);
        }
      }
    }
  }
  return failures;
}

const HOME_PATH = urlPathOf(endpoints.creditPersonalCenter);
