import type { Lang } from '../../../contracts';
import type { Membership } from '../../../contracts/entities/membership';
import type { PointsEntry } from '../../../contracts/entities/points';
import type { BankState } from '../../model/bank-state';
import { recordSpend, validPoints } from '../../model/loyalty';
import type { HandlerMap } from '../../kernel/handler';
import { remarkIn, type Benefit } from './loyalty-texts';
import { byKey, pageOf } from '../common/paging';
import { addDays, addYears, toBusinessDate, toTimestamp } from '../../../contracts/dates';

const EVERY_PURCHASE: Benefit = {
  id: [
    'Poin setiap transaksi',
    'Dapat poin dari setiap belanja',
    'Kumpulkan poin setiap kali membayar dengan Allo Pay atau Pay Later. Poin berlaku 5 tahun.',
  ],
  en: [
    'Points on every transaction',
    'Earn points on every purchase',
    'Collect points each time you pay with Allo Pay or Pay Later. Points are valid for 5 years.',
  ],
};

const monthlyReward = (level: string): Benefit => ({
  id: [
    'Hadiah bulanan',
    '10.000 poin setiap bulan',
    `Terima 10.000 poin pada tanggal 1 setiap bulan selama level ${level} berlaku.`,
  ],
  en: [
    'Monthly reward',
    '10,000 points every month',
    `Receive 10,000 points on the 1st of every month while your ${level} level lasts.`,
  ],
});

/** Levels by accumulated points (spec section 9), each with its benefits in both languages. */
export const MEMBER_LEVELS = [
  {
    mbrLevelId: '1',
    mbrLevelName: 'Starter',
    accumStart: 0,
    accumEnd: 1_999_999,
    benefits: [
      EVERY_PURCHASE,
      {
        id: [
          'Kupon selamat datang',
          'Kupon diskon untuk member baru',
          'Ambil kupon selamat datang di Pusat Kupon dan gunakan di merchant pilihan.',
        ],
        en: [
          'Welcome coupon',
          'A discount coupon for new members',
          'Claim your welcome coupon in the Coupon Centre and use it at selected merchants.',
        ],
      },
    ],
  },
  {
    mbrLevelId: '2',
    mbrLevelName: 'Advanced',
    accumStart: 2_000_000,
    accumEnd: 4_999_999,
    benefits: [
      EVERY_PURCHASE,
      monthlyReward('Advanced'),
      {
        id: [
          'Kupon eksklusif',
          'Kupon khusus member Advanced',
          'Akses kupon eksklusif dari merchant pilihan setiap bulan.',
        ],
        en: [
          'Exclusive coupons',
          'Coupons for Advanced members only',
          'Get exclusive coupons from selected merchants every month.',
        ],
      },
    ],
  },
  {
    mbrLevelId: '3',
    mbrLevelName: 'Premium',
    accumStart: 5_000_000,
    accumEnd: -1,
    benefits: [
      EVERY_PURCHASE,
      monthlyReward('Premium'),
      {
        id: [
          'Layanan prioritas',
          'Layanan pelanggan 24/7 prioritas',
          'Hubungi layanan pelanggan prioritas kapan saja, 24 jam sehari, 7 hari seminggu.',
        ],
        en: [
          'Priority service',
          'Priority customer service 24/7',
          'Reach priority customer service any time, 24 hours a day, 7 days a week.',
        ],
      },
      {
        id: [
          'Bunga spesial',
          'Tambahan bunga deposito',
          'Dapatkan tambahan bunga deposito 1% untuk penempatan di Allo Prime.',
        ],
        en: [
          'Special interest',
          'Extra deposit interest',
          'Get an extra 1% deposit interest on placements in Allo Prime.',
        ],
      },
    ],
  },
] as const satisfies ReadonlyArray<{
  mbrLevelId: string;
  mbrLevelName: string;
  accumStart: number;
  accumEnd: number;
  benefits: readonly Benefit[];
}>;

/** Unspent points that still count: a lot is valid while the business date is before its expDate. */
export function availablePoints(state: BankState, now: number): number {
  return validPoints(state.loyalty, toBusinessDate(now));
}

/** Spend points, oldest-expiring first, and write the history entry. The caller checked the balance. */
export function spendPoints(state: BankState, amount: number, now: number, remark: string): void {
  recordSpend(state.loyalty, amount, now, remark);
}

/** The caller's level, as the membership page and the pre-check show it (benefits in the caller's language). */
export function membershipOf(state: BankState, now: number, lang: Lang = 'id'): Membership {
  const accumSum = Number(state.loyalty.accumSum);
  const level = [...MEMBER_LEVELS].reverse().find((l) => accumSum >= l.accumStart) ?? MEMBER_LEVELS[0];
  return {
    accumEnd: String(level.accumEnd),
    accumSum: String(accumSum),
    mbrLevelName: level.mbrLevelName,
    curMbrLevelId: level.mbrLevelId,
    mbrLevelValid: `${toBusinessDate(now).slice(0, 4)}1231`,
    allLevelList: MEMBER_LEVELS.map((l) => ({
      mbrLevelId: l.mbrLevelId,
      mbrLevelName: l.mbrLevelName,
      accumStart: String(l.accumStart),
      accumEnd: String(l.accumEnd),
      allRaiConfList: l.benefits.map((benefit: Benefit, i) => {
        const [name, sketch, detail] = benefit[lang];
        return {
          mbrRaiNo: `R${l.mbrLevelId}${String(i + 1).padStart(2, '0')}`,
          legalRightName: name,
          legalRightSketch: sketch,
          legalRightDetail: detail,
        };
      }),
    })),
  };
}

/**
 * The history with the expiries of lots that have lapsed, as wire entries with remarks in a language. It adds
 * up to avlScoreAmount: every earning, spend, hold and expiry is in it.
 */
export function pointsEntries(state: BankState, now: number, lang: Lang): PointsEntry[] {
  const today = toBusinessDate(now);
  const recorded = state.loyalty.history.map((h): PointsEntry => ({
    scoreId: h.scoreId,
    category: h.category,
    legalRightType: h.legalRightType,
    scoreAmount: h.amount,
    transTime: h.time,
    expDate: ['1', '2', '3', '6'].includes(h.category) ? addYears(h.time.slice(0, 8), 5) : '',
    remark: remarkIn(h.remark, lang),
  }));
  const expired = state.loyalty.lots
    .filter((l) => l.expDate <= today)
    .map((l): PointsEntry => ({
      scoreId: `EXP${l.expDate}${l.amount}`,
      category: '5',
      legalRightType: 'ALLO_PAY',
      scoreAmount: String(-Number(l.amount)),
      transTime: `${l.expDate}000000`,
      expDate: '',
      remark: remarkIn('Poin kedaluwarsa', lang),
    }));
  return [...recorded, ...expired].filter((e) => e.transTime <= toTimestamp(now));
}

export const pointsHandlers: HandlerMap = {
  pointsBalance: (_request, { state, now }) => {
    const available = availablePoints(state, now);
    const tomorrow = addDays(toBusinessDate(now), 1);
    const yesterday = addDays(toBusinessDate(now), -1);
    return {
      allScoreAmount: String(available + Number(state.loyalty.frozen)),
      avlScoreAmount: String(available),
      freezeScoreAmount: state.loyalty.frozen,
      nextDayExpScore: String(
        state.loyalty.lots
          .filter((l) => l.expDate === tomorrow)
          .reduce((sum, l) => sum + Number(l.amount), 0),
      ),
      yesterdayEarnScore: String(
        state.loyalty.history
          .filter((h) => ['1', '2', '3'].includes(h.category) && h.time.startsWith(yesterday))
          .reduce((sum, h) => sum + Number(h.amount), 0),
      ),
    };
  },

  pointsDetail: (request, { state, now, lang }) => {
    const from = request.begingTime.replace(/\D/g, '');
    const to = request.endTime.replace(/\D/g, '');
    const entries = pointsEntries(state, now, lang)
      .filter((e) => e.transTime >= from && e.transTime <= to)
      .filter((e) => !request.legalRightType || e.legalRightType === request.legalRightType)
      .filter((e) => request.category === '0' || e.category === request.category)
      .sort(
        byKey(
          (e) => e.transTime,
          (e) => e.scoreId,
          request.sortMode === '0',
        ),
      );
    return pageOf(entries, Number(request.page), Number(request.nums));
  },

  membershipLevels: (_request, { state, now, lang }) => membershipOf(state, now, lang),
};
