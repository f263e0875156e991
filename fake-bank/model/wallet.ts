import { z } from 'zod/mini';
import type { Faker } from '@faker-js/faker';
import { TextSchema, TimestampSchema } from '../../contracts/entities/primitives';
import {
  GoodsSchema,
  VirtualAccountStatusSchema,
  WALLET_TIERS,
  WalletOrderCategorySchema,
  WalletOrderStatusSchema,
  type Goods,
  type WalletOrderCategory,
  type WalletOrderStatus,
} from '../../contracts/entities/wallet';
import type { SliceContext } from './slice-context';
import { TopUpRecordSchema } from './wallet-topup';
import { DAY_MS, isoToMs, MINUTE_MS, toTimestamp } from '../../contracts/dates';

const DigitsSchema = z.string().check(z.regex(/^\d{1,15}$/));

/** Banks a virtual account can be opened for: bank code, name and the VA prefix put before the phone. */
export const VA_BANKS = [
  { bankCode: '014', bankName: 'BCA', prefix: '39358' },
  { bankCode: '008', bankName: 'Mandiri', prefix: '89508' },
  { bankCode: '002', bankName: 'BRI', prefix: '26215' },
  { bankCode: '009', bankName: 'BNI', prefix: '8558' },
  { bankCode: '022', bankName: 'CIMB Niaga', prefix: '2337' },
  /** Any other bank: transfer with the bank code 0567 (spec section 9). */
  { bankCode: '0567', bankName: 'Bank lain (kode bank 0567)', prefix: '0567' },
] as const;

/** A wallet order as the bank keeps it; the wire's list item and detail are built from it. */
export const WalletOrderRecordSchema = z.object({
  mpcOrderNo: TextSchema,
  orderNo: TextSchema,
  category: WalletOrderCategorySchema,
  /** VA, QRIS, ONLINE, POS or P2P. */
  orderType: TextSchema,
  status: WalletOrderStatusSchema,
  amount: DigitsSchema,
  createdAt: TimestampSchema,
  /** When the money moved (paid, topped up, refunded) or the payment failed; empty before either. */
  paidAt: z.union([TimestampSchema, z.literal('')]),
  appId: TextSchema,
  merchantId: TextSchema,
  merchantName: TextSchema,
  storeId: TextSchema,
  storeName: TextSchema,
  posId: TextSchema,
  cashier: TextSchema,
  note: TextSchema,
  callback: z.string().check(z.maxLength(1024)),
  /** The other side: a person (transfers), a bank (top-ups) or empty (merchant orders). */
  counterpartyName: TextSchema,
  counterpartyUid: TextSchema,
  counterpartyLevel: TextSchema,
  goods: z.array(GoodsSchema),
  pay: z.object({ balance: DigitsSchema, paylater: DigitsSchema, points: DigitsSchema }),
  refundTotal: DigitsSchema,
  /** A return code value (contracts/codes) for a failed order; its message follows the caller's language. */
  errorCode: TextSchema,
  depositTerm: TextSchema,
});
export type WalletOrderRecord = z.infer<typeof WalletOrderRecordSchema>;

export const VirtualAccountRecordSchema = z.object({
  vaCode: z.string().check(z.regex(/^\d{10,20}$/)),
  bankCode: TextSchema,
  bankName: TextSchema,
  openedAt: TimestampSchema,
  expTime: TimestampSchema,
  /** 0 open, 1 paid; an open one past expTime reads as 2 expired. */
  status: VirtualAccountStatusSchema,
  /** Once paid: the amount received, when, and the sending bank's reference of the transfer. */
  paidAmt: z.optional(DigitsSchema),
  paidAt: z.optional(TimestampSchema),
  paidRef: z.optional(z.string().check(z.maxLength(40))),
});
export type VirtualAccountRecord = z.infer<typeof VirtualAccountRecordSchema>;

/**
 * The wallet slice: the balance (the one the bank uses; the core's state.balance is legacy), the core
 * accounts, money received this month (for the tier's incoming cap), wallet orders over 12 months in every
 * status, the merchants that may create orders, and virtual accounts opened for top-ups.
 */
export const WalletStateSchema = z.object({
  /** Ledger balance of the wallet account; what is held for processing orders is blocked, not spendable. */
  balance: DigitsSchema,
  emoneyAcctNo: z.string().check(z.regex(/^\d{10,16}$/)),
  savingsAcctNo: z.string().check(z.regex(/^\d{10,16}$/)),
  /** A active, F frozen. */
  acctStatus: z.enum(['A', 'F']),
  /** Money received in `month` (YYYYMM, WIB); another month reads as 0. */
  incoming: z.object({ month: z.string().check(z.regex(/^\d{6}$/)), amount: DigitsSchema }),
  merchants: z.array(z.object({ merchantId: TextSchema, merchantName: TextSchema })).check(z.maxLength(50)),
  orders: z.array(WalletOrderRecordSchema),
  virtualAccounts: z.array(VirtualAccountRecordSchema),
  /** Top-ups by QRIS, store payment code and debit card (sessions stored before they existed read []). */
  topUps: z._default(z.array(TopUpRecordSchema), []),
  /** Sequence for new order numbers. */
  seq: z.number().check(z.int(), z.gte(0)),
  /**
   * Tier upgrades: until this time (ISO 8601, WIB) the bank's data validation is out, so
   * upgrade/high_account answers "data validation failed, try later" (80433051); absent, it works.
   */
  upgradeValidationDownUntil: z.optional(z.iso.datetime({ offset: true })),
});
export type WalletState = z.infer<typeof WalletStateSchema>;

/** The money an order brings in (+) or takes out (-) of the wallet when it succeeds. */
export function isIncoming(category: WalletOrderCategory): boolean {
  return category === 'TOPUP' || category === 'TRANSFER_IN' || category === 'REFUND';
}

const MERCHANT_KINDS = ['Toko', 'Warung', 'Kedai Kopi', 'Apotek', 'Minimarket', 'Bakso', 'Restoran', 'Butik'];

function makeGoods(faker: Faker, small: boolean): Goods[] {
  return Array.from({ length: faker.number.int({ min: 1, max: small ? 1 : 3 }) }, (_, i) => ({
    goodsId: 'G' + faker.string.numeric(8),
    goodsName: faker.commerce.productName().slice(0, 60),
    goodsDesc: '',
    goodsNum: String(faker.number.int({ min: 1, max: small ? 1 : 3 })),
    goodsPrice: String(faker.number.int({ min: 2, max: small ? 80 : 150 }) * 1000 + (i === 0 ? 500 : 0)),
  }));
}

/** Statuses in the order they are dealt out: every status at least once, then mostly successes. */
function statusPlan(faker: Faker, count: number): WalletOrderStatus[] {
  const first: WalletOrderStatus[] = ['0', '1', '2', '3', '4', '5'];
  const rest = Array.from({ length: count - first.length }, () =>
    faker.helpers.weightedArrayElement<WalletOrderStatus>([
      { weight: 14, value: '2' },
      { weight: 1, value: '3' },
      { weight: 1, value: '4' },
      { weight: 1, value: '5' },
    ]),
  );
  return [...first, ...rest];
}

function categoryFor(faker: Faker, status: WalletOrderStatus): WalletOrderCategory {
  if (status === '0' || status === '4' || status === '5') return 'PAYMENT';
  if (status === '1') return faker.helpers.arrayElement(['PAYMENT', 'TRANSFER_OUT'] as const);
  if (status === '3') return faker.helpers.arrayElement(['PAYMENT', 'TOPUP', 'TRANSFER_OUT'] as const);
  return faker.helpers.weightedArrayElement<WalletOrderCategory>([
    { weight: 8, value: 'PAYMENT' },
    { weight: 4, value: 'TOPUP' },
    { weight: 2, value: 'TRANSFER_IN' },
    { weight: 2, value: 'TRANSFER_OUT' },
    { weight: 1, value: 'REFUND' },
  ]);
}

const FAILURE_CODES: Record<WalletOrderCategory, string> = {
  PAYMENT: '80471002',
  TOPUP: '80471009',
  TRANSFER_OUT: '80471001',
  TRANSFER_IN: '80471002',
  REFUND: '80471002',
};

export function createWalletState(faker: Faker, context: SliceContext): WalletState {
  const now = isoToMs(context.clockIso);
  const tier = WALLET_TIERS[context.customer.mpcLevel];
  const balanceMax = tier.balanceCap ? tier.balanceCap * 0.75 : 25_000_000;
  const balance = faker.number.int({ min: 200, max: balanceMax / 1000 }) * 1000;
  const merchants = Array.from({ length: 8 }, () => ({
    merchantId: 'MCT' + faker.string.numeric(8),
    merchantName: `${faker.helpers.arrayElement(MERCHANT_KINDS)} ${faker.person.lastName()}`,
  }));

  const statuses = statusPlan(faker, 30);
  const times = statuses
    .map(() => faker.number.int({ min: now - 365 * DAY_MS, max: now - 30 * MINUTE_MS }))
    .sort((a, b) => a - b);
  // Waiting (0) and processing (1) orders are recent: the last ones in time.
  const ordered = [...statuses.filter((s) => s !== '0' && s !== '1'), '1', '0'] as WalletOrderStatus[];

  const orders = ordered.map((status, i): WalletOrderRecord => {
    const category = categoryFor(faker, status);
    const createdMs = times[i]!;
    const merchant = faker.helpers.arrayElement(merchants);
    const isMerchant = category === 'PAYMENT' || category === 'REFUND';
    const goods = category === 'PAYMENT' ? makeGoods(faker, status === '1') : [];
    const amount =
      category === 'PAYMENT'
        ? goods.reduce((sum, g) => sum + Number(g.goodsPrice) * Number(g.goodsNum), 0)
        : category === 'TOPUP'
          ? faker.number.int({ min: 5, max: 100 }) * 10_000
          : faker.number.int({ min: 20, max: status === '1' ? 100 : 1000 }) * 1000;
    const bank = faker.helpers.arrayElement(VA_BANKS);
    const person = faker.person.fullName();
    const moved = status === '2' || status === '5';
    // Some payments were split with points or Pay Later.
    const points =
      category === 'PAYMENT' && moved && faker.datatype.boolean(0.2) ? Math.min(amount, 5000) : 0;
    const paylater = category === 'PAYMENT' && moved && faker.datatype.boolean(0.2) ? amount - points : 0;
    return {
      mpcOrderNo: 'MPC' + toTimestamp(createdMs).slice(0, 8) + faker.string.numeric(8),
      orderNo: (isMerchant ? 'ORD' : category === 'TOPUP' ? 'TU' : 'TRF') + faker.string.numeric(10),
      category,
      orderType: isMerchant
        ? faker.helpers.arrayElement(['QRIS', 'ONLINE', 'POS'])
        : category === 'TOPUP'
          ? 'VA'
          : 'P2P',
      status,
      amount: String(amount),
      createdAt: toTimestamp(createdMs),
      paidAt: moved || status === '1' ? toTimestamp(createdMs + 5_000) : '',
      appId: '50002LPT01',
      merchantId: isMerchant ? merchant.merchantId : '',
      merchantName: isMerchant ? merchant.merchantName : '',
      storeId: isMerchant ? 'ST' + faker.string.numeric(5) : '',
      storeName: isMerchant ? `${merchant.merchantName} ${faker.location.city()}` : '',
      posId: isMerchant ? 'POS' + faker.string.numeric(4) : '',
      cashier: isMerchant ? faker.person.firstName() : '',
      note: category === 'TRANSFER_OUT' || category === 'TRANSFER_IN' ? 'Transfer' : '',
      callback: '',
      counterpartyName: isMerchant ? '' : category === 'TOPUP' ? `${bank.bankName} Virtual Account` : person,
      counterpartyUid: isMerchant || category === 'TOPUP' ? '' : 'MPC' + faker.string.numeric(10),
      counterpartyLevel:
        isMerchant || category === 'TOPUP' ? '' : faker.helpers.arrayElement(['1', '2', '3']),
      goods,
      pay: {
        balance: !isIncoming(category) && status !== '0' ? String(amount - points - paylater) : '0',
        paylater: String(paylater),
        points: String(points),
      },
      refundTotal: status === '5' ? String(amount) : '0',
      errorCode: status === '3' ? FAILURE_CODES[category] : '',
      depositTerm: '',
    };
  });

  const month = toTimestamp(now).slice(0, 6);
  const incoming = orders
    .filter((o) => o.status === '2' && isIncoming(o.category) && o.paidAt.startsWith(month))
    .reduce((sum, o) => sum + Number(o.amount), 0);

  // What processing orders hold must be covered by the balance.
  const held = orders.filter((o) => o.status === '1').reduce((sum, o) => sum + Number(o.pay.balance), 0);

  return {
    balance: String(Math.max(balance, held + 100_000)),
    emoneyAcctNo: '1' + faker.string.numeric(11),
    savingsAcctNo: '2' + faker.string.numeric(11),
    acctStatus: 'A',
    incoming: { month, amount: String(incoming) },
    merchants,
    orders,
    virtualAccounts: [],
    topUps: [],
    seq: 0,
  };
}

/**
 * Tier logic for seeds: a wallet seeded at a tier with a balance cap (Allo Pay Rp2.000.000, Allo Pay+
 * Rp10.000.000) holds no more than three quarters of it, and still covers what processing orders hold.
 */
export function fitWalletToTier(wallet: WalletState, level: keyof typeof WALLET_TIERS, faker: Faker): void {
  const cap = WALLET_TIERS[level].balanceCap;
  if (cap === null || Number(wallet.balance) <= cap) return;
  const held = wallet.orders
    .filter((o) => o.status === '1')
    .reduce((sum, o) => sum + Number(o.pay.balance), 0);
  const min = Math.ceil((held + 100_000) / 1000);
  wallet.balance = String(faker.number.int({ min, max: Math.max(min, (cap * 0.75) / 1000) }) * 1000);
}
