import { CODES, answeredIssue, endpoints, type CodeName } from '../../contracts';
import { formatRupiah } from '../../contracts/format';
import { handlers } from '../domain';
import { BankError, NO_SECRETS, type BankContext } from '../kernel/handler';
import { toTimestamp } from '../kernel/clock';
import type { Session } from '../kernel/session';
import type { Bank } from './bank';
import { controlIssuesText } from '../kernel/control-issues';
import { OrderBodySchema, cashierLink, type OrderBody } from './control-order-schemas';

/**
 * The merchant stand-in (`POST /__fake-bank/orders`, decision 0071), as payment sandboxes' simulators have one:
 * an order made for the caller's session as a merchant makes it, by `tran/sync_order`. The call goes through
 * that endpoint's contract and the bank's own handler, on the session's state and clock; only what a merchant's
 * server call has no part in is left out: the app's CSRF token and the faults armed for the app's next calls.
 */

interface Call {
  method: string;
  path: string;
  body: unknown;
  session: () => { id: string; known: boolean };
}
interface Answer {
  status: number;
  body?: unknown;
}

const syncOrder = endpoints.walletSyncOrder;

/** The control body's names for the fields of tran/sync_order, so a refusal names what the tester sent. */
const FIELD: Record<string, string> = {
  merchantId: 'merchant',
  totleAmt: 'amount',
  goodsName: 'name',
  goodsPrice: 'price',
  goodsNum: 'quantity',
};

const refused = (error: string): Answer => ({ status: 400, body: { error } });

/** The merchant's request: its own order number (new for each order), the lines as tran/sync_order names them. */
function requestOf(body: OrderBody, session: Session, now: number): Record<string, unknown> {
  const orderNo = `SIM${toTimestamp(now)}${String(session.state.wallet.orders.length + 1).padStart(4, '0')}`;
  return {
    orderNo,
    merchantId: body.merchant,
    totleAmt: String(body.amount),
    ...(body.goods?.length
      ? {
          goods: body.goods.map((line, index) => ({
            goodsId: `G${index + 1}`,
            goodsName: line.name,
            goodsDesc: '',
            goodsNum: String(line.quantity),
            goodsPrice: String(line.price),
          })),
        }
      : {}),
  };
}

/** A refusal of tran/sync_order in the control body's words: the field it is about, and why. */
function refusalOf(error: BankError, session: Session): string {
  const code = error.codeName as CodeName;
  if (code === 'WALLET_MERCHANT_UNKNOWN') {
    const known = session.state.wallet.merchants.map((m) => `${m.merchantId} (${m.merchantName})`);
    return `merchant: not a merchant of this session (${CODES[code].code}); its merchants: ${known.join(', ')}`;
  }
  if (code === 'WALLET_AMOUNT_MISMATCH') {
    const { totleAmt, goodsTotal } = error.data as { totleAmt: string; goodsTotal: string };
    return (
      `amount: ${formatRupiah(totleAmt, 'en')} is not what the goods add up to, ` +
      `${formatRupiah(goodsTotal, 'en')} (${CODES[code].code})`
    );
  }
  return `${CODES[code].en} (${CODES[code].code})`;
}

/** Makes the order in the session's unit of work, or says why not; a refusal changes nothing. */
function makeOrder(bank: Bank, session: Session, body: OrderBody): Answer {
  const now = bank.businessNow(session);
  const raw = requestOf(body, session, now);
  const parsed = syncOrder.request.safeParse(raw);
  if (!parsed.success) {
    return refused(
      parsed.error.issues
        .map((issue) => {
          const path = issue.path.map((part) => FIELD[String(part)] ?? String(part)).join('.');
          return `${path}: ${answeredIssue(issue, raw, 'en').message} (tran/sync_order)`;
        })
        .join('; '),
    );
  }
  let rule = syncOrder.path;
  let change = 'none';
  const ctx: BankContext = {
    session,
    state: session.state,
    now,
    lang: 'en',
    opened: () => undefined,
    secrets: NO_SECRETS,
    answerWith: () => undefined,
    note: (r, c) => {
      rule = r;
      if (c) change = c;
    },
  };
  const handler = handlers.get(syncOrder)!;
  let answer: Answer;
  try {
    const made = syncOrder.response.parse(handler(parsed.data, ctx));
    answer = {
      status: 201,
      body: { orderNo: parsed.data.orderNo, mpcOrderNo: made.mpcOrderNo, link: cashierLink(made.mpcOrderNo) },
    };
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    answer = refused(refusalOf(error, session));
  }
  // Any call first books the auto-debits the clock passed, a refused one too: kept as bank.handle keeps them.
  if (change !== 'none') bank.changed(session);
  bank.store.appendLog(session, {
    at: bank.describeClock(session),
    method: 'POST',
    path: '/__fake-bank/orders',
    request: body,
    status: answer.status,
    response: answer.body,
    trace: `scenario=${session.scenarioId}; rule=merchant:${rule}; change=${change}; clock=${bank.describeClock(session)}`,
  });
  return answer;
}

/** Answers `POST /orders`, or undefined for any other call. */
export async function answerOrders(bank: Bank, call: Call): Promise<Answer | undefined> {
  const path = call.path.length > 1 ? call.path.replace(/\/$/, '') : call.path;
  if (call.method !== 'POST' || path !== '/orders') return undefined;
  const body = OrderBodySchema.safeParse(call.body ?? {});
  if (!body.success) return refused(controlIssuesText(body.error));
  const { id, known } = call.session();
  return bank.store.unit(id, () => makeOrder(bank, bank.ensureSession(id), body.data), { known });
}
