import type { CodeName } from '../../../contracts';
import { CODES } from '../../../contracts';
import { WALLET_TIERS } from '../../../contracts/entities/wallet';
import { TOP_UP_STORE_NAMES, type TopUpOrder, type TopUpQuota } from '../../../contracts/entities/top-up';
import { TOP_UP_MINIMUM } from '../../../contracts/rules/fields';
import { cardExpiryMonth } from '../../../contracts/rules/top-up';
import type { BankState } from '../../model/bank-state';
import { VA_BANKS, type WalletOrderRecord } from '../../model/wallet';
import { openTopUp, type TopUpRecord } from '../../model/wallet-topup';
import { toTimestamp } from '../../kernel/clock';
import { BankError, type BankContext, type HandlerMap } from '../../kernel/handler';
import { onceForRequest } from '../common/idempotency';
import { maskCard } from '../common/masking';
import { DAY_MS } from '../../../contracts/dates';
import { buildQrisPayload, readQrisPayload, TOP_UP_MERCHANT } from './qris';
import { availableBalance, incomingThisMonth, newMpcOrderNo } from '../funds/funds-balance';

/** An open virtual account takes transfers for 24 hours. */
export const VA_LIFETIME_MS = DAY_MS;

/** A card the card's bank always declines (magic value, as payment sandboxes have). */
export const DECLINED_CARD = '4000000000000002';

/** How much more the wallet may take in now under its tier's caps; null when unlimited. */
export function topUpRoom(state: BankState, now: number): number | null {
  const tier = WALLET_TIERS[state.customer.mpcLevel];
  const rooms = [
    tier.balanceCap === null ? null : tier.balanceCap - Number(state.wallet.balance),
    tier.monthlyIncomingCap === null ? null : tier.monthlyIncomingCap - incomingThisMonth(state, now),
  ].filter((room): room is number => room !== null);
  return rooms.length ? Math.max(0, Math.min(...rooms)) : null;
}

/** The tier's caps, what is used of them and the room left (topUpQuota, and a cap refusal's ret_data). */
export function quotaOf(state: BankState, now: number): TopUpQuota {
  const level = state.customer.mpcLevel;
  const tier = WALLET_TIERS[level];
  const incoming = incomingThisMonth(state, now);
  const balanceRoom = tier.balanceCap === null ? null : tier.balanceCap - Number(state.wallet.balance);
  const incomingRoom = tier.monthlyIncomingCap === null ? null : tier.monthlyIncomingCap - incoming;
  const room = topUpRoom(state, now);
  const limitedBy =
    room === null
      ? 'NONE'
      : balanceRoom !== null && (incomingRoom === null || balanceRoom <= incomingRoom)
        ? 'BALANCE'
        : 'INCOMING';
  return {
    mpcLevel: level,
    tierName: tier.name,
    balanceAmt: String(availableBalance(state)),
    balanceCap: String(tier.balanceCap ?? -1),
    incomingAmt: String(incoming),
    incomingCap: String(tier.monthlyIncomingCap ?? -1),
    maxTopUpAmt: String(room ?? -1),
    minTopUpAmt: String(TOP_UP_MINIMUM),
    limitedBy,
  };
}

function vaStatus(va: { status: '0' | '1' | '2'; expTime: string }, now: number): '0' | '1' | '2' {
  return va.status === '0' && va.expTime <= toTimestamp(now) ? '2' : va.status;
}

function topUpStatus(record: TopUpRecord, now: number): '0' | '1' | '2' {
  return record.status === '0' && record.expTime <= toTimestamp(now) ? '2' : record.status;
}

/** Why a top-up of this amount may not land now, or null when it may. */
export function topUpRefusal(state: BankState, amount: number, now: number): CodeName | null {
  const tier = WALLET_TIERS[state.customer.mpcLevel];
  if (amount < TOP_UP_MINIMUM) return 'WALLET_TOP_UP_MINIMUM';
  if (tier.balanceCap !== null && Number(state.wallet.balance) + amount > tier.balanceCap) {
    return 'WALLET_BALANCE_CAP';
  }
  if (tier.monthlyIncomingCap !== null && incomingThisMonth(state, now) + amount > tier.monthlyIncomingCap) {
    return 'WALLET_INCOMING_CAP';
  }
  return null;
}

/** Refuses a top-up the tier cannot take now; a cap refusal carries the tier's numbers in ret_data. */
function refuseUnfit(state: BankState, amount: number, now: number): void {
  const refusal = topUpRefusal(state, amount, now);
  if (!refusal) return;
  throw new BankError(refusal, refusal === 'WALLET_TOP_UP_MINIMUM' ? null : quotaOf(state, now));
}

interface Arrival {
  amount: number;
  now: number;
  /** VA, QRIS, STORE or CARD. */
  orderType: string;
  orderNo: string;
  note: string;
  counterpartyName: string;
}

/**
 * Money arriving for a top-up: it lands in the balance and counts as incoming this month, or, below the
 * minimum or above a tier cap, is refused; either way it shows as a TOPUP wallet order (success or failed).
 */
function receive(state: BankState, arrival: Arrival): VaPaymentResult {
  const refusal = topUpRefusal(state, arrival.amount, arrival.now);
  const mpcOrderNo = newMpcOrderNo(state, arrival.now);
  const at = toTimestamp(arrival.now);
  const order: WalletOrderRecord = {
    mpcOrderNo,
    orderNo: arrival.orderNo,
    category: 'TOPUP',
    orderType: arrival.orderType,
    status: refusal ? '3' : '2',
    amount: String(arrival.amount),
    createdAt: at,
    paidAt: refusal ? '' : at,
    appId: '50002LPT01',
    merchantId: '',
    merchantName: '',
    storeId: '',
    storeName: '',
    posId: '',
    cashier: '',
    note: arrival.note,
    callback: '',
    counterpartyName: arrival.counterpartyName,
    counterpartyUid: '',
    counterpartyLevel: '',
    goods: [],
    pay: { balance: '0', paylater: '0', points: '0' },
    refundTotal: '0',
    errorCode: refusal ? CODES[refusal].code : '',
    depositTerm: '',
  };
  state.wallet.orders.push(order);
  if (refusal) return { ok: false, code: refusal, mpcOrderNo };

  state.wallet.balance = String(Number(state.wallet.balance) + arrival.amount);
  state.wallet.incoming = {
    month: at.slice(0, 6),
    amount: String(incomingThisMonth(state, arrival.now) + arrival.amount),
  };
  return { ok: true, mpcOrderNo, balance: String(availableBalance(state)) };
}

export type VaPaymentResult =
  { ok: true; mpcOrderNo: string; balance: string } | { ok: false; code: CodeName; mpcOrderNo?: string };

/** A waiting top-up is paid: the money lands (or is refused, and the top-up keeps waiting). */
function payTopUp(
  state: BankState,
  record: TopUpRecord,
  now: number,
  arrival: Pick<Arrival, 'orderType' | 'note' | 'counterpartyName'>,
) {
  const result = receive(state, {
    ...arrival,
    amount: Number(record.amount),
    now,
    orderNo: record.topUpNo,
  });
  if (result.ok) {
    record.status = '1';
    record.paidAt = toTimestamp(now);
    record.mpcOrderNo = result.mpcOrderNo;
  }
  return result;
}

/**
 * A transfer arriving at a virtual account (the control surface's `simulate/va-payment`). The money is
 * refused, and the top-up order marked failed, below the minimum top-up or above the tier's balance cap or
 * monthly incoming cap; otherwise it lands in the balance and the virtual account is paid (the next opening
 * for the bank has the same number). A store payment code is paid the same way (the store's cashier pays
 * into it), for exactly its amount, once.
 */
export function receiveVaPayment(
  state: BankState,
  payment: { vaCode: string; amount: number; reference?: string },
  now: number,
): VaPaymentResult {
  // A top-up account number stays the same from one opening to the next: a transfer is told apart by the
  // sending bank's reference, so the same transfer delivered twice lands once.
  if (payment.reference && state.wallet.virtualAccounts.some((v) => v.paidRef === payment.reference)) {
    return { ok: false, code: 'WALLET_TRANSFER_DUPLICATE' };
  }
  const va = state.wallet.virtualAccounts.find(
    (v) => v.vaCode === payment.vaCode && vaStatus(v, now) === '0',
  );
  if (!va) return receiveStorePayment(state, { paymentCode: payment.vaCode, amount: payment.amount }, now);
  const result = receive(state, {
    amount: payment.amount,
    now,
    orderType: 'VA',
    orderNo: `TU${va.vaCode.slice(-10)}${state.wallet.seq + 1}`,
    note: `Virtual account ${va.vaCode}`,
    counterpartyName: `${va.bankName} Virtual Account`,
  });
  if (result.ok) {
    va.status = '1';
    va.paidAmt = String(payment.amount);
    va.paidAt = toTimestamp(now);
    if (payment.reference) va.paidRef = payment.reference;
  }
  return result;
}

/** Cash paid at a store's cashier against a payment code: only the code's amount, once. */
export function receiveStorePayment(
  state: BankState,
  payment: { paymentCode: string; amount: number },
  now: number,
): VaPaymentResult {
  const record = state.wallet.topUps.find(
    (t) => t.channel === 'STORE' && t.paymentCode === payment.paymentCode && topUpStatus(t, now) === '0',
  );
  if (!record) return { ok: false, code: 'WALLET_VA_NOT_OPEN' };
  if (Number(record.amount) !== payment.amount) return { ok: false, code: 'WALLET_AMOUNT_MISMATCH' };
  const store = TOP_UP_STORE_NAMES[record.store ?? 'ALFAMART'];
  return payTopUp(state, record, now, {
    orderType: 'STORE',
    note: `${store} ${record.paymentCode}`,
    counterpartyName: store,
  });
}

export type QrisPaymentResult =
  | { ok: true; topUpNo: string; amount: number; mpcOrderNo: string; balance: string }
  | { ok: false; error: string };

/**
 * A payer's app paying a QRIS top-up code (the control surface's `simulate/qris-payment`): the payload as
 * scanned must verify (CRC, tags) and name a waiting top-up of this customer; it is paid once.
 */
export function receiveQrisPayment(
  state: BankState,
  payment: { qrContent: string; issuer?: string },
  now: number,
): QrisPaymentResult {
  const reading = readQrisPayload(payment.qrContent);
  if (!reading.ok) return { ok: false, error: `Not a valid QRIS payload: ${reading.reason}` };
  const record = state.wallet.topUps.find((t) => t.channel === 'QRIS' && t.topUpNo === reading.billNumber);
  if (!record || payment.qrContent !== qrisPayloadOf(state, record)) {
    return { ok: false, error: 'No QRIS top-up of this session has that code' };
  }
  const status = topUpStatus(record, now);
  if (status === '1') return { ok: false, error: `Refused: top-up ${record.topUpNo} is already paid` };
  if (status === '2') return { ok: false, error: `Refused: QRIS code ${record.topUpNo} has expired` };
  const result = payTopUp(state, record, now, {
    orderType: 'QRIS',
    note: `QRIS ${record.topUpNo}`,
    counterpartyName: payment.issuer ? `QRIS ${payment.issuer}` : 'QRIS',
  });
  if (!result.ok) return { ok: false, error: `Refused: ${result.code}` };
  return {
    ok: true,
    topUpNo: record.topUpNo,
    amount: reading.amount,
    mpcOrderNo: result.mpcOrderNo,
    balance: result.balance,
  };
}

function qrisPayloadOf(state: BankState, record: TopUpRecord): string {
  return buildQrisPayload({
    amount: Number(record.amount),
    billNumber: record.topUpNo,
    reference: state.customer.mpcUid,
  });
}

function orderOf(state: BankState, record: TopUpRecord, now: number): TopUpOrder {
  return {
    topUpNo: record.topUpNo,
    channel: record.channel,
    amount: record.amount,
    status: topUpStatus(record, now),
    createTime: record.createdAt,
    expTime: record.expTime,
    paidTime: record.paidAt,
    ...(record.channel === 'QRIS'
      ? { qrContent: qrisPayloadOf(state, record), merchantName: TOP_UP_MERCHANT.name }
      : {}),
    ...(record.store ? { store: record.store, paymentCode: record.paymentCode } : {}),
    ...(record.cardNo ? { cardNo: record.cardNo } : {}),
    ...(record.mpcOrderNo ? { mpcOrderNo: record.mpcOrderNo } : {}),
    balanceAmt: String(availableBalance(state)),
  };
}

function open(ctx: BankContext, input: Parameters<typeof openTopUp>[1]): TopUpOrder {
  refuseUnfit(ctx.state, input.amount, ctx.now);
  const record = openTopUp(ctx.state, input);
  ctx.note(`top-up-${input.channel.toLowerCase()}`, `top-up ${record.topUpNo} opened`);
  return orderOf(ctx.state, record, ctx.now);
}

export const walletTopUpHandlers: HandlerMap = {
  /** Idempotent per bank while a virtual account is open: asking again answers the same one. */
  walletVaRecharge: (request, ctx) => {
    const { state, now } = ctx;
    const bank = VA_BANKS.find((b) => b.bankCode === request.bankCode);
    if (!bank) throw new BankError('WALLET_BANK_UNSUPPORTED', { bankCode: request.bankCode });
    const open = state.wallet.virtualAccounts.find(
      (v) => v.bankCode === bank.bankCode && vaStatus(v, now) === '0',
    );
    if (open) {
      ctx.note('va-recharge:open-va');
    } else {
      state.wallet.virtualAccounts.push({
        vaCode: bank.prefix + state.customer.phone,
        bankCode: bank.bankCode,
        bankName: bank.bankName,
        openedAt: toTimestamp(now),
        expTime: toTimestamp(now + VA_LIFETIME_MS),
        status: '0',
      });
      ctx.note('va-recharge', `virtual account opened for bank ${bank.bankCode}`);
    }
    const room = topUpRoom(state, now);
    return {
      vaList: state.wallet.virtualAccounts
        .filter((v) => v.bankCode === bank.bankCode)
        .reverse() // newest first
        .slice(0, 5)
        .map((v) => ({
          vaCode: v.vaCode,
          status: vaStatus(v, now),
          expTime: v.expTime,
          bankCode: v.bankCode,
          bankName: v.bankName,
          ...(v.paidAmt && v.paidAt ? { paidAmt: v.paidAmt, paidTime: v.paidAt } : {}),
        })),
      maxTopUpAmt: String(room ?? -1),
      minTopUpAmt: String(TOP_UP_MINIMUM),
    };
  },

  topUpQuota: (_request, ctx) => quotaOf(ctx.state, ctx.now),

  /** A dynamic QRIS code for the amount; the same txnNo answers the same code. */
  topUpQris: (request, ctx) =>
    onceForRequest(ctx, 'topUpQris', request.txnNo, { amount: request.amount }, () =>
      open(ctx, { channel: 'QRIS', amount: Number(request.amount), now: ctx.now }),
    ),

  /** A payment code for cash at the store; the same txnNo answers the same code. */
  topUpStore: (request, ctx) =>
    onceForRequest(ctx, 'topUpStore', request.txnNo, { amount: request.amount, store: request.store }, () =>
      open(ctx, { channel: 'STORE', amount: Number(request.amount), now: ctx.now, store: request.store }),
    ),

  /**
   * The card is charged at once: refused when its expiry month has passed, when its bank declines it
   * (DECLINED_CARD) or when the tier cannot take the amount. One charge per txnNo; the CVV is never kept.
   */
  topUpCard: (request, ctx) => {
    const card = maskCard(request.cardNo);
    const fingerprint = { amount: request.amount, card, expiry: request.expiry };
    return onceForRequest(ctx, 'topUpCard', request.txnNo, fingerprint, () => {
      const { state, now } = ctx;
      if (cardExpiryMonth(request.expiry) < toTimestamp(now).slice(0, 6)) {
        ctx.note('top-up-card:expired');
        throw new BankError('WALLET_CARD_EXPIRED');
      }
      if (request.cardNo === DECLINED_CARD) {
        ctx.note('top-up-card:declined');
        throw new BankError('WALLET_CARD_DECLINED');
      }
      const amount = Number(request.amount);
      refuseUnfit(state, amount, now);
      const record = openTopUp(state, { channel: 'CARD', amount, now, cardNo: card });
      payTopUp(state, record, now, {
        orderType: 'CARD',
        note: `Debit card ${card}`,
        counterpartyName: `Kartu debit ${card.slice(-4)}`,
      });
      ctx.note('top-up-card', `card ${card} charged, top-up ${record.topUpNo} paid`);
      return orderOf(state, record, now);
    });
  },

  topUpQuery: (request, ctx) => {
    const record = ctx.state.wallet.topUps.find((t) => t.topUpNo === request.topUpNo);
    if (!record) throw new BankError('WALLET_TOP_UP_NOT_FOUND', { topUpNo: request.topUpNo });
    return orderOf(ctx.state, record, ctx.now);
  },
};
