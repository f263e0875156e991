import type { Faker } from '@faker-js/faker';
import type { Customer } from '../../fake-bank/state/bank-state-core';
import {
  DEFAULT_PLANS,
  emptyCreditState,
  type BlockCode,
  type CheckoutOrder,
  type CreditAccount,
  type CreditState,
  type Equity,
  type Loan,
  type Repayment,
} from '../../fake-bank/state/credit';
import {
  addMonths,
  availableCash,
  availableLimit,
  billedDue,
  cashLimitOf,
  buildBook,
  dateInMonth,
  dayOfTs,
  dayToYmd,
  dueDateOf,
  firstStmtAfter,
  hasOverdueStatement,
  lastStmtOnOrBefore,
  loanBookOf,
  loanTermsOf,
  monthOf,
  newLoanRecord,
  nextCreditId,
  outstandingPrincipal,
  payoffQuote,
  type NewLoanInput,
  scheduleOf,
  shiftStmt,
  tsAt,
  tsOfEpoch,
  unbilledTerms,
} from '../../fake-bank/state/credit-ledger';
import { MERCHANTS } from '../../fake-bank/state/merchants';

export interface CreditLineOptions {
  creditLimit?: number;
  /** Basis points of a percent of the limit usable as cash (default 5000 = 50 %). */
  cashLimitRate?: number;
  /** Late fee per day in basis points of a percent (default 10 = 0.10 %). */
  lateFeeRate?: number;
  stmtDay?: number;
  dueDay?: number;
  blockCode?: BlockCode;
  /**
   * history: 12 months of purchases, Instant Cash, repayments, refunds and an early repayment;
   * none: a new line without any loan (W); quiet: history, but nothing billed on the current statement (N).
   */
  activity?: 'history' | 'none' | 'quiet';
  /** Statements due on or after this day (YYYYMMDD) stay unpaid; earlier ones were paid on time. Default: today. */
  unpaidFromDue?: string;
  /** Pay every printed statement, the current one too (a repaid line). */
  payCurrent?: boolean;
  /** Add an Instant Cash earlier this month (a second one this month is refused). */
  cashThisMonth?: boolean;
  /** Coupons (equities) of the line (default true). */
  coupons?: boolean;
  /** Purchases drawn for each month of the history (default 1 to 3; some are skipped to keep headroom). */
  purchasesPerMonth?: { min: number; max: number };
}

interface Ctx {
  faker: Faker;
  state: CreditState;
  account: CreditAccount;
  nowTs: string;
  today: number;
}

/** A time of day between 08:00 and 21:59, or before the clock when on the clock's day. */
function timeOn(ctx: Ctx, day: number): string {
  const nowSeconds =
    Number(ctx.nowTs.slice(8, 10)) * 3600 +
    Number(ctx.nowTs.slice(10, 12)) * 60 +
    Number(ctx.nowTs.slice(12));
  if (day === ctx.today)
    return tsAt(day, ctx.faker.number.int({ min: 0, max: Math.max(0, nowSeconds - 60) }));
  return tsAt(day, ctx.faker.number.int({ min: 8 * 3600, max: 22 * 3600 - 1 }));
}

function makeAccount(faker: Faker, today: number, options: CreditLineOptions): CreditAccount {
  const setupDay =
    options.activity === 'none'
      ? today - faker.number.int({ min: 1, max: 10 })
      : addMonths(today, -13) - faker.number.int({ min: 0, max: 20 });
  return {
    appAcctNo: '8801' + faker.string.numeric(12),
    cardNo: '589012' + faker.string.numeric(10),
    productCd: 'PLCL01',
    appType: 'PAYLATER',
    creditLimit:
      options.creditLimit ?? faker.helpers.arrayElement([5_000_000, 8_000_000, 10_000_000, 15_000_000]),
    cashLimitRate: options.cashLimitRate ?? 5000,
    lateFeeRate: options.lateFeeRate ?? 10,
    blockCode: options.blockCode ?? '',
    setupDate: dayToYmd(setupDay),
    createTime: tsAt(setupDay, faker.number.int({ min: 9 * 3600, max: 17 * 3600 })),
    stmtDay: options.stmtDay ?? 5,
    dueDay: options.dueDay ?? 20,
    plans: structuredClone(DEFAULT_PLANS),
  };
}

function newLoan(ctx: Ctx, input: NewLoanInput): Loan {
  return newLoanRecord(ctx.state, ctx.account, input);
}

type Intent =
  | {
      time: string;
      kind: 'loan';
      loanKind: Loan['kind'];
      principal: number;
      terms: number;
      tag?: string;
      forced?: boolean;
    }
  | { time: string; kind: 'failedCash'; principal: number; terms: number }
  | { time: string; kind: 'bill'; repayType: Repayment['repayType']; subType: Repayment['subType'] }
  | { time: string; kind: 'failedRepay' }
  | { time: string; kind: 'refund'; tag: string; full: boolean }
  | { time: string; kind: 'payoff'; tag: string };

const CASH_AMOUNTS = [500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000];

/**
 * A credit line with its history, simulated day by day through the same books the bank reads, so every
 * generated repayment pays exactly what was due and every loan fits the limit it was made under.
 */
export function generateCreditLine(
  faker: Faker,
  asOfIso: string,
  _customer: Pick<Customer, 'name'>,
  options: CreditLineOptions = {},
): CreditState {
  const state = emptyCreditState(asOfIso);
  const nowTs = tsOfEpoch(Date.parse(asOfIso));
  const today = dayOfTs(nowTs);
  const account = makeAccount(faker, today, options);
  state.account = account;
  const ctx: Ctx = { faker, state, account, nowTs, today };
  const activity = options.activity ?? 'history';
  const setupDay = dayOfTs(account.createTime);
  const intents: Intent[] = [];
  const tagged = new Map<string, Loan>();

  const dayIn = (from: number, to: number) => faker.number.int({ min: from, max: Math.max(from, to) });
  const purchase = (day: number, tag?: string, fixedTerms?: number): Intent => {
    const terms = faker.helpers.arrayElement([1, 1, 3, 3, 6, 12]);
    return {
      time: timeOn(ctx, day),
      kind: 'loan',
      loanKind: 'PAYLATER',
      principal: faker.number.int({ min: 40, max: 1_500 }) * 1000 + faker.helpers.arrayElement([0, 500]),
      terms: fixedTerms ?? terms,
      tag,
    };
  };

  if (activity !== 'none') {
    const lastPrint = lastStmtOnOrBefore(account, today);
    const firstDay = setupDay + 1;
    for (let back = 12; back >= 0; back -= 1) {
      const [y, m] = yearMonth(addMonths(today, -back));
      const monthStart = dateInMonth(y, m, 1);
      const monthEnd = back === 0 ? today : dateInMonth(y, m, 31);
      const from = Math.max(monthStart, firstDay);
      if (from > monthEnd) continue;
      const count = faker.number.int(options.purchasesPerMonth ?? { min: 1, max: 3 });
      for (let i = 0; i < count; i += 1) intents.push(purchase(dayIn(from, monthEnd)));
      const early = Math.min(from + 5, monthEnd);
      if (back === 11) {
        // A purchase refunded in full 6 to 12 days later.
        const day = dayIn(from, early);
        intents.push(purchase(day, 'refundFull', 3));
        intents.push({
          time: timeOn(ctx, day + dayIn(6, 12)),
          kind: 'refund',
          tag: 'refundFull',
          full: true,
        });
      }
      if (back === 6) {
        // A purchase partly refunded (30 %) 10 days later.
        const day = dayIn(from, early);
        intents.push(purchase(day, 'refundPartial', 3));
        intents.push({ time: timeOn(ctx, day + 10), kind: 'refund', tag: 'refundPartial', full: false });
      }
      if (back === 9 || back === 4 || back === 2) {
        const day = dayIn(from, Math.min(monthEnd, monthStart + 27));
        intents.push({
          time: timeOn(ctx, day),
          kind: 'loan',
          loanKind: 'CASH',
          principal: faker.helpers.arrayElement(CASH_AMOUNTS),
          terms: back === 9 ? 12 : faker.helpers.arrayElement([3, 6]),
          tag: back === 9 ? 'payoff' : back === 4 ? 'coupon' : undefined,
        });
        // The 12-month Instant Cash is paid off early about four months later.
        if (back === 9)
          intents.push({ time: timeOn(ctx, day + dayIn(110, 125)), kind: 'payoff', tag: 'payoff' });
      }
      if (back === 8) {
        intents.push({
          time: timeOn(ctx, dayIn(from, monthEnd)),
          kind: 'failedCash',
          principal: 505_050,
          terms: 3,
        });
      }
      // Two purchases paid at the checkout, part wallet balance and part Pay Later.
      if (back === 3) intents.push(purchase(dayIn(from, monthEnd), 'checkout1', 3));
      if (back === 1) intents.push(purchase(dayIn(from, monthEnd), 'checkout2', 1));
    }
    // The current and the previous statement bill something, so bill states have instalments to show.
    if (activity === 'history') {
      for (const stmt of [lastPrint, shiftStmt(account, lastPrint, -1)]) {
        const from = Math.max(shiftStmt(account, stmt, -1), firstDay);
        if (from < stmt) intents.push(purchase(dayIn(from, stmt - 1)));
      }
    }
    if (options.cashThisMonth) {
      const monthStart = dateInMonth(...yearMonth(today), 1);
      intents.push({
        time: timeOn(ctx, dayIn(monthStart, today > monthStart ? today - 1 : today)),
        kind: 'loan',
        loanKind: 'CASH',
        principal: 500_000,
        terms: 3,
        forced: true,
      });
    }
    // The bills: each printed statement paid on a day between its print and due date, unless left unpaid.
    const unpaidFrom = options.unpaidFromDue ? daysOf(options.unpaidFromDue) : today;
    for (let stmt = firstStmtAfter(account, setupDay); stmt <= today; stmt = shiftStmt(account, stmt, 1)) {
      const due = dueDateOf(account, stmt);
      if (!options.payCurrent && due >= unpaidFrom) continue;
      const monthsBack = monthsBetween(stmt, today);
      intents.push({
        time: timeOn(ctx, dayIn(stmt, Math.min(due, today))),
        kind: 'bill',
        repayType: monthsBack % 2 === 0 ? 'VA' : 'BANK_CARD',
        subType: monthsBack === 5 ? 'POINTS' : '',
      });
      if (monthsBack === 7) intents.push({ time: timeOn(ctx, stmt), kind: 'failedRepay' });
    }
  }

  const equities = options.coupons === false ? [] : makeEquities(ctx);
  // One coupon is the one an Instant Cash of the history used; it is dropped if none did.
  let couponUsed = activity === 'none' ? undefined : equities.find((e) => e.equityName === USED_COUPON_NAME);

  intents.sort((a, b) => a.time.localeCompare(b.time));
  const lastPrint = lastStmtOnOrBefore(account, today);
  for (const intent of intents) {
    if (intent.time > nowTs || dayOfTs(intent.time) <= setupDay) continue;
    const book = buildBook(state, intent.time);
    const day = dayOfTs(intent.time);
    switch (intent.kind) {
      case 'loan': {
        if (intent.principal > availableLimit(book) || hasOverdueStatement(book, day)) break;
        // A believable customer leaves headroom: at most 60 % of the limit used, half of the cash limit
        // (events the history needs, tagged ones, only have to fit the limits).
        const soft = !intent.tag && !intent.forced;
        if (soft && outstandingPrincipal(book) + intent.principal > account.creditLimit * 0.6) break;
        if (intent.loanKind === 'CASH') {
          const sameMonth = state.loans.some(
            (l) => l.kind === 'CASH' && l.status === 'S' && monthOf(dayOfTs(l.loanTime)) === monthOf(day),
          );
          const cashUsed = outstandingPrincipal(book, 'CASH') + intent.principal;
          if (sameMonth || intent.principal > availableCash(book)) break;
          if (soft && cashUsed > cashLimitOf(account) / 2) break;
        }
        const equity =
          intent.tag === 'coupon' && couponUsed
            ? ({ equityNo: couponUsed.equityNo, equityType: 'INT_TIC_T', value: 1, cap: 100_000 } as const)
            : null;
        const merchantName =
          intent.loanKind === 'CASH' ? 'Instant Cash' : faker.helpers.arrayElement(MERCHANTS);
        const loan = newLoan(ctx, { ...intent, kind: intent.loanKind, merchantName, equity });
        if (activity === 'quiet') {
          // Nothing may be billed on the current statement.
          const schedule = scheduleOf(loanTermsOf(loan), account);
          if (schedule[0]!.billDay <= lastPrint && schedule.at(-1)!.billDay >= lastPrint) break;
        }
        state.loans.push(loan);
        if (intent.tag) tagged.set(intent.tag, loan);
        if (equity && couponUsed) {
          couponUsed.useDate = dayToYmd(day);
          couponUsed.loanReceiptNbr = loan.refNbr;
          couponUsed = undefined;
        }
        if (intent.tag === 'checkout1' || intent.tag === 'checkout2')
          state.orders.push(checkoutOrderOf(ctx, loan));
        break;
      }
      case 'failedCash':
        state.loans.push(
          newLoan(ctx, {
            kind: 'CASH',
            principal: intent.principal,
            terms: intent.terms,
            time: intent.time,
            merchantName: 'Instant Cash',
            status: 'F',
            failCode: 'CREDIT_WITHDRAWAL_FAILED',
          }),
        );
        break;
      case 'bill': {
        const due = billedDue(book);
        if (due > 0)
          state.repayments.push(
            repaymentOf(ctx, intent.time, 'BillRepay', intent.repayType, due, [], intent.subType),
          );
        break;
      }
      case 'failedRepay': {
        const repayment = repaymentOf(ctx, intent.time, 'BillRepay', 'BANK_CARD', 10_202, [], '');
        repayment.status = 'F';
        repayment.outcome = 'F';
        state.repayments.push(repayment);
        break;
      }
      case 'refund': {
        const loan = tagged.get(intent.tag);
        const lb = loan && loanBookOf(book, loan.refNbr);
        if (!loan || !lb || lb.closedDay !== null || lb.loanDay >= day) break;
        const amount = intent.full ? loan.principal : Math.max(1000, Math.floor(loan.principal * 0.3));
        state.refunds.push({
          refNbr: nextCreditId(state, 'RF', day),
          txnId: nextCreditId(state, 'TX', day),
          bizSeqNo: nextCreditId(state, 'BS', day),
          loanRef: loan.refNbr,
          amount,
          time: intent.time,
          merchantName: loan.merchantName,
        });
        break;
      }
      case 'payoff': {
        const loan = tagged.get(intent.tag);
        const lb = loan && loanBookOf(book, loan.refNbr);
        if (!loan || !lb || lb.closedDay !== null || lb.loanDay >= day) break;
        if (unbilledTerms(lb, day).length === 0 || hasOverdueStatement(book, day)) break;
        const quote = payoffQuote(book, lb, day);
        state.repayments.push(
          repaymentOf(
            ctx,
            intent.time,
            'IOURepay',
            'VA',
            quote.total,
            [{ refNbr: loan.refNbr, amount: null }],
            '',
          ),
        );
        break;
      }
    }
  }
  state.equities = equities.filter((e) => e.equityName !== USED_COUPON_NAME || e.useDate !== '');
  return state;
}

function yearMonth(day: number): [number, number] {
  const ymd = dayToYmd(day);
  return [Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6))];
}

function daysOf(ymd: string): number {
  return dayOfTs(ymd + '000000');
}

function monthsBetween(from: number, to: number): number {
  const [fy, fm] = yearMonth(from);
  const [ty, tm] = yearMonth(to);
  return (ty - fy) * 12 + (tm - fm);
}

function repaymentOf(
  ctx: Ctx,
  time: string,
  txnCode: Repayment['txnCode'],
  repayType: Repayment['repayType'],
  amount: number,
  loans: Repayment['loans'],
  subType: Repayment['subType'],
): Repayment {
  const day = dayOfTs(time);
  return {
    refNbr: nextCreditId(ctx.state, 'RP', day),
    txnId: nextCreditId(ctx.state, 'TX', day),
    bizSeqNo: nextCreditId(ctx.state, 'BS', day),
    merBizNo: nextCreditId(ctx.state, 'SS', day),
    txnCode,
    repayType,
    amount,
    time,
    status: 'S',
    outcome: 'S',
    loans,
    preview: [],
    subType,
  };
}

function checkoutOrderOf(ctx: Ctx, loan: Loan): CheckoutOrder {
  const day = dayOfTs(loan.loanTime);
  const balanceAmt = ctx.faker.number.int({ min: 1, max: 20 }) * 5000;
  const price = loan.principal + balanceAmt;
  return {
    bizSeqNo: nextCreditId(ctx.state, 'BS', day),
    mpcOrderNo: nextCreditId(ctx.state, 'MO', day),
    orderNo: loan.merBizNo,
    channelId: 'QRIS' + ctx.faker.string.numeric(6),
    merchantName: loan.merchantName,
    totalAmt: price,
    pointsAmt: 0,
    pointsCashValue: 0,
    balanceAmt,
    paylaterAmt: loan.principal,
    loanTerm: loan.terms,
    goodsList: [
      {
        goodsId: 'G' + ctx.faker.string.numeric(8),
        goodsName: ctx.faker.commerce.productName().slice(0, 120),
        goodsNum: 1,
        goodsPrice: price,
        goodsDesc: '',
      },
    ],
    time: loan.loanTime,
    status: 'S',
    failCode: '',
    refNbr: loan.refNbr,
    reportedQuery: true,
    reportedLoan: true,
  };
}

const USED_COUPON_NAME = 'Bebas Bunga Bulan Pertama';

/** Coupons relative to the clock: three available, one used (on an Instant Cash of the history), one expired. */
function makeEquities(ctx: Ctx): Equity[] {
  const { faker, today, state } = ctx;
  const ymd = (day: number) => dayToYmd(day);
  const base = (
    type: Equity['equityType'],
    scenario: Equity['equityScenario'],
    fields: Partial<Equity>,
  ): Equity => ({
    equityNo: nextCreditId(state, 'EQ', today),
    actNo: 'ACT' + faker.string.numeric(8),
    equityType: type,
    equityName: '',
    equityTagName: scenario === 'CASH_LOAN' ? 'Instant Cash' : 'Pay Later',
    equityContent: '',
    equityValue: '',
    useUpperAmt: -1,
    useLowerAmt: -1,
    usePlanTerm: '-1',
    equityScenario: scenario,
    claimDate: ymd(today - 10),
    expireDate: ymd(today + 30),
    picturePath: `/static/equity/${type.toLowerCase()}.png`,
    listNo: String(state.seq),
    useDate: '',
    loanReceiptNbr: '',
    usageDesc: '',
    ...fields,
  });
  return [
    base('INT_TIC_P', 'CASH_LOAN', {
      equityName: 'Diskon Bunga 50%',
      equityContent: 'Potongan 50% bunga Instant Cash tenor 3, 6 atau 12 bulan, maksimal Rp500.000.',
      equityValue: '50',
      useUpperAmt: 500_000,
      useLowerAmt: 1_000_000,
      usePlanTerm: '3,6,12',
      usageDesc: 'Berlaku untuk penarikan Instant Cash minimal Rp1.000.000.',
    }),
    base('INT_R', 'PAY_LATTER', {
      equityName: 'Potongan Bunga 0,50%',
      equityContent: 'Bunga Pay Later turun 0,50% per bulan untuk semua tenor.',
      equityValue: '0.50',
      claimDate: ymd(today - 5),
      expireDate: ymd(today + 60),
      usageDesc: 'Berlaku untuk semua transaksi Pay Later.',
    }),
    base('INT_TIC_T', 'CASH_LOAN', {
      equityName: 'Bebas Bunga 1 Bulan',
      equityContent: 'Bunga bulan pertama Instant Cash gratis, maksimal Rp100.000.',
      equityValue: '1',
      useUpperAmt: 100_000,
      useLowerAmt: 500_000,
      usePlanTerm: '3,6',
      claimDate: ymd(today - 2),
      expireDate: ymd(today + 14),
      usageDesc: 'Berlaku untuk Instant Cash tenor 3 atau 6 bulan.',
    }),
    base('INT_TIC_T', 'CASH_LOAN', {
      equityName: USED_COUPON_NAME,
      equityContent: 'Bunga bulan pertama Instant Cash gratis, maksimal Rp100.000.',
      equityValue: '1',
      useUpperAmt: 100_000,
      useLowerAmt: 500_000,
      usePlanTerm: '3,6',
      claimDate: ymd(addMonths(today, -5)),
      expireDate: ymd(addMonths(today, -3)),
      // Marked used when the history's Instant Cash takes it; dropped if none does.
      usageDesc: 'Berlaku untuk Instant Cash tenor 3 atau 6 bulan.',
    }),
    base('INT_TIC_P', 'CASH_LOAN', {
      equityName: 'Diskon Bunga 30%',
      equityContent: 'Potongan 30% bunga Instant Cash, maksimal Rp200.000.',
      equityValue: '30',
      useUpperAmt: 200_000,
      useLowerAmt: -1,
      claimDate: ymd(today - 60),
      expireDate: ymd(today - 3),
      usageDesc: 'Berlaku untuk semua tenor Instant Cash.',
    }),
  ];
}
