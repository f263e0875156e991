import { Faker, base, en, id_ID } from '@faker-js/faker';
import type { z } from 'zod';
import { endpoints, urlPathOf, type EndpointName, type Lang } from '../../contracts';
import type { BankState } from '../../scenarios';
import { LOAN_APPLY_PIN_SCENE } from '../../contracts/entities/credit';
import { SEEDED_PIN } from '../state/security';
import { createBank } from '../core/bank';
import { handleOpened } from '../testing/open-sealed-sync';
import { encryptWith } from './security-testkit';
import { receiveRepaymentTransfer, vaAccountNo } from './credit-repay';
import { REPAY_PIN_SCENE } from '../../contracts/entities/repay';

/** Drives the bank the way the credit tests need: a session put into a preset, calls with a CSRF token. */
export function creditTestBank(start = Date.parse('2030-01-01T00:00:00Z')) {
  let realNow = start;
  const bank = createBank({ realNow: () => realNow });
  const tokens = new Map<string, string>();

  function token(sessionId: string): string {
    const known = tokens.get(sessionId);
    if (known) return known;
    const answer = bank.handle({
      sessionId,
      method: 'GET',
      path: urlPathOf(endpoints.csrfToken),
      query: {},
      body: undefined,
      csrfToken: undefined,
      lang: 'id',
    });
    if (answer.kind !== 'envelope') throw new Error('no csrf token');
    const value = (answer.envelope.ret_data as { csrf_token: string }).csrf_token;
    tokens.set(sessionId, value);
    return value;
  }

  /** One call; a success's ret_data is parsed with the endpoint's response schema (throws on mismatch). */
  function call<N extends EndpointName>(sessionId: string, name: N, body: unknown, lang: Lang = 'id') {
    const answer = handleOpened(bank, {
      sessionId,
      method: 'POST',
      path: urlPathOf(endpoints[name]),
      query: {},
      body,
      csrfToken: token(sessionId),
      lang,
    });
    if (answer.kind !== 'envelope') throw new Error('unexpected fault');
    const { envelope, status, trace } = answer;
    const ok = envelope.ret_code === '0000';
    const data = ok ? endpoints[name].response.parse(envelope.ret_data) : null;
    return {
      status,
      code: envelope.ret_code,
      msg: envelope.ret_msg ?? '',
      raw: envelope.ret_data as Record<string, unknown> | null,
      data: data as z.output<(typeof endpoints)[N]['response']> | null,
      trace,
    };
  }

  return {
    bank,
    call,
    /** A session of the default scenario, its state changed by `seed` (a preset) with a seeded faker. */
    session(
      sessionId: string,
      seed?: (state: BankState, faker: Faker) => void,
      polls: Record<string, number> = {},
      fakerSeed = 7,
    ) {
      tokens.delete(sessionId);
      const session = bank.resetSession(sessionId, 'apply.can-apply');
      const faker = new Faker({ locale: [id_ID, en, base] });
      faker.seed(fakerSeed);
      seed?.(session.state, faker);
      session.polls = { ...polls };
      return session;
    },
    /**
     * The session of a right PIN for Instant Cash (get/random_factor, then password/validate with the PIN
     * encrypted as the client does): what apply/loan takes as its SESSION.
     */
    pinSession(sessionId: string, pin = SEEDED_PIN, scene: string = LOAN_APPLY_PIN_SCENE): string {
      const factor = bank.handle({
        sessionId,
        method: 'GET',
        path: urlPathOf(endpoints.getRandomFactor),
        query: { scene },
        body: undefined,
        csrfToken: undefined,
        lang: 'id',
      });
      if (factor.kind !== 'envelope') throw new Error('no factor');
      const { factor: value, publicKey } = factor.envelope.ret_data as { factor: string; publicKey: string };
      const validated = call(sessionId, 'passwordValidate', {
        password: encryptWith(publicKey, pin),
        factor: value,
        scene,
      });
      if (!validated.data) throw new Error(`PIN refused: ${validated.code} ${validated.msg}`);
      return validated.data.session;
    },
    /** The session of a right PIN for a repayment from the balance: what apply/repay takes as session. */
    repaySession(sessionId: string, pin = SEEDED_PIN): string {
      return this.pinSession(sessionId, pin, REPAY_PIN_SCENE);
    },
    /** A transfer to the customer's repayment virtual account (what simulate/va-payment does). */
    transfer(sessionId: string, amount: number, vaCode?: string) {
      const session = bank.ensureSession(sessionId);
      const result = receiveRepaymentTransfer(
        session.state,
        { vaCode: vaCode ?? vaAccountNo(session.state), amount },
        bank.businessNow(session),
        session.polls,
      );
      if (result.ok) bank.changed(session);
      return result;
    },
    advanceDays(sessionId: string, days: number) {
      bank.setClock(sessionId, { advanceDays: days });
    },
    advanceMinutes(sessionId: string, minutes: number) {
      realNow += minutes * 60_000;
    },
    state(sessionId: string): BankState {
      return bank.ensureSession(sessionId).state;
    },
  };
}
