import { z } from 'zod/mini';
import type { Bank } from './bank';
import { badRequest, routeOf, sessionTools, type ControlAnswer, type ControlCall } from './control-call';
import { controlIssuesText } from '../kernel/control-issues';
import { QrisPaymentBodySchema, SIMULATE_EVENTS, VaPaymentBodySchema } from './control-schemas';
import type { BankState } from '../model/bank-state';
import { agentFinishes, agentPicksUp } from '../domain/onboarding/onboarding-vb';
import { receiveQrisPayment, receiveVaPayment } from '../domain/wallet/wallet-topup';
import { receiveRepaymentTransfer } from '../domain/credit/credit-repay';

/** An agent's event carries nothing: `{}` (or no body). */
const NoBodySchema = z.strictObject({});

/** The body each event takes, checked before any session is read or made: a bad one is a 400 naming its field. */
const SIMULATE_BODIES: Partial<Record<(typeof SIMULATE_EVENTS)[number], z.ZodMiniType>> = {
  'va-payment': VaPaymentBodySchema,
  'qris-payment': QrisPaymentBodySchema,
  'agent-pickup': NoBodySchema,
  'agent-finish': NoBodySchema,
};

type Simulated = { ok: true; [key: string]: unknown } | { ok: false; error: string };

/** Outside events the bank would receive: each acts on the session's state, or says why it could not. */
const simulators: Partial<
  Record<
    (typeof SIMULATE_EVENTS)[number],
    (state: BankState, body: unknown, now: number, polls: Record<string, number>) => Simulated
  >
> = {
  'agent-pickup': (state, _body, now) =>
    agentPicksUp(state, now) ? { ok: true } : { ok: false, error: 'Nobody is queuing for video banking' },
  'agent-finish': (state, _body, now) => {
    const status = agentFinishes(state, now);
    return status ? { ok: true, status } : { ok: false, error: 'No video banking call in progress' };
  },
  // A QRIS top-up code paid from another app: the payload must verify (CRC) and is paid once.
  'qris-payment': (state, body, now) => {
    const input = QrisPaymentBodySchema.safeParse(body);
    if (!input.success) return { ok: false, error: controlIssuesText(input.error) };
    const result = receiveQrisPayment(state, input.data, now);
    return result.ok ? { ...result, ok: true, purpose: 'top-up' } : result;
  },
  // A top-up's virtual account (or store payment code) first, else the customer's repayment virtual account.
  'va-payment': (state, body, now, polls) => {
    const input = VaPaymentBodySchema.safeParse(body);
    if (!input.success) return { ok: false, error: controlIssuesText(input.error) };
    const result = receiveVaPayment(state, input.data, now);
    if (result.ok) return { ...result, ok: true, purpose: 'top-up' };
    if (result.code !== 'WALLET_VA_NOT_OPEN') return { ok: false, error: `Refused: ${result.code}` };
    const repaid = receiveRepaymentTransfer(state, input.data, now, polls);
    if (repaid.ok) return { ...repaid, ok: true, purpose: 'repayment' };
    return {
      ok: false,
      error:
        repaid.code === 'CREDIT_REPAY_NOT_FOUND'
          ? 'Refused: WALLET_VA_NOT_OPEN (no open top-up or repayment virtual account with that number)'
          : `Refused: ${repaid.code}`,
    };
  },
};

/** Answers `POST /simulate/<event>`, or undefined for any other call. */
export async function answerSimulate(bank: Bank, call: ControlCall): Promise<ControlAnswer | undefined> {
  const { method, path } = routeOf(call);
  const { describe, inSession } = sessionTools(bank, call);

  const simulateMatch = /^\/simulate\/([^/]+)$/.exec(path);
  if (method === 'POST' && simulateMatch) {
    const event = decodeURIComponent(simulateMatch[1]!);
    if (!(SIMULATE_EVENTS as readonly string[]).includes(event)) {
      return badRequest(`Unknown event ${event}; known: ${SIMULATE_EVENTS.join(', ')}`);
    }
    const simulate = simulators[event as (typeof SIMULATE_EVENTS)[number]];
    const bodySchema = SIMULATE_BODIES[event as (typeof SIMULATE_EVENTS)[number]];
    const body = bodySchema && z.safeParse(bodySchema, call.body ?? {});
    if (body && !body.success) return badRequest(body.error);
    return inSession((id) => {
      if (!simulate) {
        return {
          status: 409,
          body: { error: `${event} arrives with its area; nothing to act on yet`, ...describe(id) },
        };
      }
      const session = bank.ensureSession(id);
      const result = simulate(session.state, call.body, bank.businessNow(session), session.polls);
      if (result.ok) bank.changed(session);
      return { status: result.ok ? 200 : 409, body: { event, ...result, ...describe(id) } };
    });
  }

  return undefined;
}
