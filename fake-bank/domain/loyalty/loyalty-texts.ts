import { formatRupiah, type Lang } from '../../../contracts';
import type { CouponRecord } from '../../model/loyalty';

/**
 * The loyalty texts the bank answers, in the caller's language (Indonesian unless the locale starts with
 * en): coupon names, titles, merchants, outlets and terms, membership benefits and points-history remarks.
 * The state holds facts only; the words are written here when the bank answers.
 */

/** What kind of merchant a brand of each level-2 category is: 'Kedai Kopi Saragih' / 'Saragih Coffee House'. */
const MERCHANT_KIND: Record<string, { id: string; en: string }> = {
  '101': { id: 'Kedai Kopi', en: 'Coffee House' },
  '102': { id: 'Restoran', en: 'Restaurant' },
  '201': { id: 'Minimarket', en: 'Minimart' },
  '202': { id: 'Butik', en: 'Boutique' },
  '301': { id: 'Salon', en: 'Salon' },
  '302': { id: 'Bioskop', en: 'Cinema' },
  '401': { id: 'Travel', en: 'Travel' },
  '402': { id: 'Hotel', en: 'Hotel' },
};

const ANY_MERCHANT = { id: 'Semua merchant Allo Pay', en: 'All Allo Pay merchants' };

const USE_DESC: Record<CouponRecord['writeoffType'], { id: string; en: string }> = {
  '1': {
    id: 'Tunjukkan barcode kupon kepada kasir sebelum membayar.',
    en: 'Show the coupon barcode to the cashier before you pay.',
  },
  '2': {
    id: 'Pindai kode QR kupon di kasir sebelum membayar.',
    en: 'Have the coupon QR code scanned at the cashier before you pay.',
  },
  '3': {
    id: 'Potongan otomatis saat membayar dengan Allo Pay.',
    en: 'The discount applies automatically when you pay with Allo Pay.',
  },
};

export interface CouponTexts {
  couponName: string;
  couponTitle: string;
  mctName: string;
  suitOrg: string;
  useDesc: string;
  recvRuleDesc: string;
  remarks: string;
}

/** The merchant's name in a language; any merchant when the coupon has no brand. */
export function merchantName(coupon: Pick<CouponRecord, 'brand' | 'typeId'>, lang: Lang): string {
  if (!coupon.brand) return ANY_MERCHANT[lang];
  const kind = MERCHANT_KIND[coupon.typeId] ?? { id: 'Toko', en: 'Store' };
  return lang === 'en' ? `${coupon.brand} ${kind.en}` : `${kind.id} ${coupon.brand}`;
}

/** Every text of a coupon in one language. */
export function couponTexts(coupon: CouponRecord, lang: Lang): CouponTexts {
  const en = lang === 'en';
  const face = Number(coupon.faceValue);
  const cap = Number(coupon.maxDiscountAmt);
  const minimum = Number(coupon.useLowerAmt);
  // Rupiah as the screens write them (contracts/format.ts): 'Rp10.000' in both languages.
  const rupiahText = (amount: number) => formatRupiah(amount, lang);
  const title =
    coupon.discountType === 'AMOUNT'
      ? en
        ? `Save ${rupiahText(face)}`
        : `Hemat ${rupiahText(face)}`
      : cap > 0
        ? en
          ? `${face}% off up to ${rupiahText(cap)}`
          : `Diskon ${face}% s.d. ${rupiahText(cap)}`
        : en
          ? `${face}% off`
          : `Diskon ${face}%`;
  const merchant = merchantName(coupon, lang);
  const outlets = coupon.brand
    ? en
      ? `All ${merchant} outlets in ${coupon.city}`
      : `Semua outlet ${merchant} di ${coupon.city}`
    : en
      ? 'Every merchant that accepts Allo Pay'
      : 'Semua merchant yang menerima Allo Pay';
  const minimumText =
    minimum > 0
      ? en
        ? `Minimum transaction ${rupiahText(minimum)}.`
        : `Minimal transaksi ${rupiahText(minimum)}.`
      : en
        ? 'No minimum transaction.'
        : 'Tanpa minimal transaksi.';
  return {
    couponName: (en ? `${title} at ${merchant}` : `${title} di ${merchant}`).slice(0, 120),
    couponTitle: title,
    mctName: merchant,
    suitOrg: outlets,
    useDesc: USE_DESC[coupon.writeoffType][lang],
    recvRuleDesc: en
      ? 'One coupon per customer, while stock lasts.'
      : 'Satu kupon untuk setiap pengguna. Berlaku selama persediaan masih ada.',
    remarks: `${minimumText} ${en ? 'Cannot be combined with other promotions.' : 'Tidak dapat digabung dengan promo lain.'}`,
  };
}

/** Membership benefits: [name, sketch, detail] per language. */
export type BenefitText = readonly [name: string, sketch: string, detail: string];
export type Benefit = { readonly id: BenefitText; readonly en: BenefitText };

/**
 * The points-history remarks the bank writes (in Indonesian, into the state) and their English. A remark that
 * starts with a known phrase keeps the rest (a merchant's name) as it is.
 */
const REMARKS_EN: ReadonlyArray<readonly [string, string]> = [
  ['Bonus promo Allo Pay', 'Allo Pay promo bonus'],
  ['Hadiah bulanan member', 'Monthly member reward'],
  ['Pengembalian poin', 'Points returned'],
  ['Poin transaksi Allo Pay', 'Allo Pay transaction points'],
  ['Poin ditahan untuk pesanan yang sedang diproses', 'Points held for an order being processed'],
  ['Poin kedaluwarsa', 'Points expired'],
  ['Pembayaran: ', 'Payment: '],
  ['Belanja di ', 'Purchase at '],
];

export function remarkIn(remark: string, lang: Lang): string {
  if (lang !== 'en') return remark;
  const known = REMARKS_EN.find(([id]) => remark.startsWith(id));
  return known ? known[1] + remark.slice(known[0].length) : remark;
}
