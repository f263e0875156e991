import type { CodeName } from '../../contracts';
import { CODES } from '../../contracts';
import { WALLET_TIERS } from '../../contracts/entities/wallet';
import { TOP_UP_MINIMUM } from '../../contracts/rules/fields';
import type { BankState } from '../../scenarios';
import { VA_BANKS, type WalletOrderRecord } from '../state/wallet';
import { toTimestamp } from '../core/clock';
import { BankError, type HandlerMap } from '../core/handler';
import { newMpcOrderNo } from './wallet-orders';

/** An open virtual account takes transfers for 24 hours. */
export const VA_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Money received this month (WIB); the counter starts again each month. */
export function incomingThisMonth(state: BankState, now: number): number {
  const { month, amount } = state.wallet.incoming;
  return month === toTimestamp(now).slice(0, 6) ? Number(amount) : 0;
}

/** How much more the wallet may take in now under its tier's caps; null when unlimited. */
export function topUpRoom(state: BankState, now: number): number | null {
  const tier = WALLET_TIERS[state.customer.mpcLevel];
  const rooms = [
    tier.balanceCap === null ? null : tier.balanceCap - Number(state.wallet.balance),
    tier.monthlyIncomingCap === null ? null : tier.monthlyIncomingCap - incomingThisMonth(state, now),
  ].filter((room): room is number => room !== null);
  return rooms.length ? Math.max(0, Math.min(...rooms)) : null;
}

function vaStatus(va: { status: '0' | '1' | '2'; expTime: string }, now: number): '0' | '1' | '2' {
  return va.status === '0' && va.expTime <= toTimestamp(now) ? '2' : va.status;
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

export type VaPaymentResult =
  { ok: true; mpcOrderNo: string; balance: string } | { ok: false; code: CodeName; mpcOrderNo?: string };

/**
 * A transfer arriving at a virtual account (the control surface's `simulate/va-payment`). The money is
 * refused, and the top-up order marked failed, below the minimum top-up or above the tier's balance cap or
 * monthly incoming cap; otherwise it lands in the balance and the virtual account is paid.
 */
export function receiveVaPayment(
  state: BankState,
  payment: { vaCode: string; amount: number },
  now: number,
): VaPaymentResult {
  const va = state.wallet.virtualAccounts.find(
    (v) => v.vaCode === payment.vaCode && vaStatus(v, now) === '0',
  );
  if (!va) return { ok: false, code: 'WALLET_VA_NOT_OPEN' };
  const refusal = topUpRefusal(state, payment.amount, now);
  const mpcOrderNo = newMpcOrderNo(state, now);
  const order: WalletOrderRecord = {
    mpcOrderNo,
    orderNo: `TU${va.vaCode.slice(-10)}${state.wallet.seq}`,
    category: 'TOPUP',
    orderType: 'VA',
    status: refusal ? '3' : '2',
    amount: String(payment.amount),
    createdAt: toTimestamp(now),
    paidAt: refusal ? '' : toTimestamp(now),
    appId: '50002LPT01',
    merchantId: '',
    merchantName: '',
    storeId: '',
    storeName: '',
    posId: '',
    cashier: '',
    note: `Virtual account ${va.vaCode}`,
    callback: '',
    counterpartyName: `${va.bankName} Virtual Account`,
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

  state.wallet.balance = String(Number(state.wallet.balance) + payment.amount);
  state.wallet.incoming = {
    month: toTimestamp(now).slice(0, 6),
    amount: String(incomingThisMonth(state, now) + payment.amount),
  };
  va.status = '1';
  return { ok: true, mpcOrderNo, balance: state.wallet.balance };
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
        })),
      maxTopUpAmt: String(room ?? -1),
      minTopUpAmt: String(TOP_UP_MINIMUM),
    };
  },
};
