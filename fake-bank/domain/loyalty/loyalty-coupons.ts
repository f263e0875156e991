import { formatRupiah } from '../../../contracts';
import type { CardCoupon, CardVoucherState, MyCoupon } from '../../../contracts/entities/coupons';
import type { BankState } from '../../model/bank-state';
import {
  COUPON_CATEGORIES,
  couponCategories,
  type ClaimedCoupon,
  type CouponRecord,
} from '../../model/loyalty';
import { toBusinessDate, toTimestamp } from '../../kernel/clock';
import { BankError, type BankContext, type HandlerMap } from '../../kernel/handler';
import { imageOf } from '../content/content-images';
import { couponTexts } from './loyalty-texts';
import { byKey, pageOf } from '../common/paging';
import { addDays } from '../../../contracts/dates';

/** What an answer about coupons reads: the state, the business time and the caller's language. */
type Reader = Pick<BankContext, 'state' | 'now' | 'lang'>;

function onOffer(coupon: CouponRecord, today: string): boolean {
  return coupon.upStartDate <= today && today <= coupon.upEndDate;
}

/** What a thumbnail says: the value, short ('40K', '15%'), as Indonesian shops write it in both languages. */
function thumbnailLabel(coupon: CouponRecord): string {
  const face = Number(coupon.faceValue);
  if (coupon.discountType === 'RATE') return `${face}%`;
  return face % 1000 === 0 ? `${face / 1000}K` : formatRupiah(face, 'id');
}

/** The coupon as the centre shows it today, in the caller's language. */
function couponView(coupon: CouponRecord, { state, now, lang }: Reader): CardCoupon {
  const today = toBusinessDate(now);
  const texts = couponTexts(coupon, lang);
  return {
    couponId: coupon.couponId,
    couponName: texts.couponName,
    couponTitle: texts.couponTitle,
    couponType: coupon.typeId,
    couponState: coupon.upEndDate < today ? '4' : '0',
    faceValue: coupon.faceValue,
    validType: coupon.validType,
    // Valid for validDays from the claim: what a claim today would give.
    validStartDate: coupon.validType === '1' ? coupon.validStartDate : today,
    validEndDate: coupon.validType === '1' ? coupon.validEndDate : addDays(today, coupon.validDays),
    upStartDate: coupon.upStartDate,
    upEndDate: coupon.upEndDate,
    writeoffType: coupon.writeoffType,
    mctName: texts.mctName,
    mctId: coupon.mctId,
    suitOrg: texts.suitOrg,
    useDesc: texts.useDesc,
    recvRuleDesc: texts.recvRuleDesc,
    remarks: texts.remarks,
    couponHeadUrl: imageOf(texts.couponTitle, coupon.color, 750, 300),
    // The value alone on a small canvas, so it reads at thumbnail size (the same in both languages).
    couponThumbnailUrl: imageOf(thumbnailLabel(coupon), coupon.color, 64, 64),
    couponDetailUrl: `/coupons/${coupon.couponId}`,
    couponUseUrl: `/coupons/${coupon.couponId}/use`,
    couponSource: coupon.couponSource,
    discountType: coupon.discountType,
    useLowerAmt: coupon.useLowerAmt,
    maxDiscountAmt: coupon.maxDiscountAmt,
    validDays: String(coupon.validDays),
    couponMarketPosit: coupon.marketPosit,
    remainStock: String(coupon.stock),
    claimed: state.loyalty.myCoupons.some((c) => c.couponId === coupon.couponId) ? 'Y' : 'N',
  };
}

function voucherState(claim: ClaimedCoupon, today: string): Exclude<CardVoucherState, '90010005'> {
  if (claim.useTime) return '90010004';
  return claim.validEndDate < today ? '90010003' : '90010001';
}

const COUPON_STATE = { '90010001': '0', '90010004': '1', '90010003': '4' } as const;

function myCouponView(claim: ClaimedCoupon, coupon: CouponRecord, reader: Reader): MyCoupon {
  const cardVoucherState = voucherState(claim, toBusinessDate(reader.now));
  return {
    ...couponView(coupon, reader),
    couponState: COUPON_STATE[cardVoucherState],
    validStartDate: claim.validStartDate,
    validEndDate: claim.validEndDate,
    cardVoucherCode: claim.cardVoucherCode,
    cardVoucherState,
    claimTime: claim.claimTime,
    useTime: claim.useTime,
  };
}

function withCodes(view: CardCoupon | MyCoupon) {
  const code = 'cardVoucherCode' in view ? view.cardVoucherCode : '';
  return {
    cardVoucherCode: code,
    cardVoucherState: '' as const,
    claimTime: '' as const,
    useTime: '' as const,
    ...view,
    barcodeFormat: 'CODE128' as const,
    barcodeValue: code,
    qrCodeValue: code ? `${view.couponId}|${code}` : '',
  };
}

function myCoupons(reader: Reader): MyCoupon[] {
  return reader.state.loyalty.myCoupons.flatMap((claim) => {
    const coupon = reader.state.loyalty.coupons.find((c) => c.couponId === claim.couponId);
    return coupon ? [myCouponView(claim, coupon, reader)] : [];
  });
}

function findCoupon(state: BankState, couponId: string): CouponRecord {
  const coupon = state.loyalty.coupons.find((c) => c.couponId === couponId);
  if (!coupon) throw new BankError('LOYALTY_COUPON_NOT_FOUND', { cardVoucherId: couponId });
  return coupon;
}

function inCategory(coupon: CouponRecord, typeId: string): boolean {
  const parent = COUPON_CATEGORIES.find((c) => c.typeId === coupon.typeId)?.typeParentId;
  return coupon.typeId === typeId || parent === typeId;
}

/** What a coupon takes off a transaction (0 when it does not apply) and why not. */
function discountOf(coupon: MyCoupon, transMoney: number, mctId: string) {
  if (coupon.mctId && coupon.mctId !== mctId) return { discount: 0, reason: 'MERCHANT' };
  if (transMoney < Number(coupon.useLowerAmt)) return { discount: 0, reason: 'MIN_AMOUNT' };
  const face = Number(coupon.faceValue);
  const cap = Number(coupon.maxDiscountAmt) || Infinity;
  const discount =
    coupon.discountType === 'AMOUNT' ? face : Math.min(Math.floor((transMoney * face) / 100), cap);
  return { discount: Math.min(discount, transMoney), reason: '' };
}

export const couponHandlers: HandlerMap = {
  couponCenter: (request, ctx) => {
    const { state, now, lang } = ctx;
    const today = toBusinessDate(now);
    const keyword = request.searchKeyword?.trim().toLowerCase() ?? '';
    const from = request.upStartDate ?? '00000000';
    const to = request.upEndDate ?? '99999999';
    const sorts = {
      '0': byKey(
        (c: CouponRecord) => c.upStartDate,
        (c) => c.couponId,
        true,
      ),
      '1': byKey(
        (c: CouponRecord) => Number(c.discountType === 'AMOUNT' ? c.faceValue : c.maxDiscountAmt),
        (c) => c.couponId,
        true,
      ),
      '2': byKey(
        (c: CouponRecord) => c.upEndDate,
        (c) => c.couponId,
      ),
    };
    const coupons = state.loyalty.coupons
      .filter((c) => onOffer(c, today) && c.upStartDate <= to && c.upEndDate >= from)
      .filter((c) => !request.couponType || inCategory(c, request.couponType))
      .filter((c) => {
        if (request.queryType === 'SEARCH') {
          // The words the caller reads: the coupon's texts in the caller's language.
          const words = couponTexts(c, lang);
          const text = `${words.couponName} ${words.couponTitle} ${words.mctName}`.toLowerCase();
          return keyword !== '' && text.includes(keyword);
        }
        if (request.queryType === 'MARKET') {
          return request.couponMarketPosit
            ? c.marketPosit === request.couponMarketPosit
            : c.marketPosit !== '';
        }
        return true;
      })
      .sort(sorts[request.sortMode ?? '0']);
    const page = pageOf(coupons, Number(request.page), Number(request.nums));
    return { ...page, list: page.list.map((c) => couponView(c, ctx)) };
  },

  couponClaim: (request, ctx) => {
    const { state, now } = ctx;
    if (request.phoneNo !== state.customer.phone) throw new BankError('LOYALTY_COUPON_NOT_YOURS');
    const coupon = findCoupon(state, request.cardVoucherId);
    const today = toBusinessDate(now);
    if (!onOffer(coupon, today)) throw new BankError('LOYALTY_COUPON_NOT_AVAILABLE');
    if (state.loyalty.myCoupons.some((c) => c.couponId === coupon.couponId)) {
      throw new BankError('LOYALTY_COUPON_ALREADY_CLAIMED');
    }
    if (coupon.stock <= 0) throw new BankError('LOYALTY_COUPON_OUT_OF_STOCK');

    state.loyalty.seq += 1;
    const claim: ClaimedCoupon = {
      cardVoucherCode: `8${today.slice(2)}${String(state.loyalty.seq).padStart(9, '0')}`,
      couponId: coupon.couponId,
      claimTime: toTimestamp(now),
      validStartDate: coupon.validType === '1' ? coupon.validStartDate : today,
      validEndDate: coupon.validType === '1' ? coupon.validEndDate : addDays(today, coupon.validDays),
      useTime: '',
    };
    state.loyalty.myCoupons.push(claim);
    coupon.stock -= 1;
    ctx.note(
      'coupon-claim',
      `coupon ${coupon.couponId} claimed as ${claim.cardVoucherCode}, stock=${coupon.stock}`,
    );
    return withCodes(myCouponView(claim, coupon, ctx));
  },

  couponMine: (request, ctx) => {
    const sort =
      request.sortMode === '0'
        ? byKey(
            (c: MyCoupon) => c.claimTime ?? '',
            (c) => c.cardVoucherCode,
            true,
          )
        : byKey(
            (c: MyCoupon) => c.validEndDate,
            (c) => c.cardVoucherCode,
          );
    const list = myCoupons(ctx)
      .filter(
        (c) => request.cardVoucherState === '90010005' || c.cardVoucherState === request.cardVoucherState,
      )
      .sort(sort);
    return pageOf(list, Number(request.pageNum), Number(request.pageSize));
  },

  couponDetail: (request, ctx) => {
    const { state } = ctx;
    const coupon = findCoupon(state, request.cardVoucherId);
    if (!request.cardVoucherCode) return withCodes(couponView(coupon, ctx));
    const claim = state.loyalty.myCoupons.find(
      (c) => c.cardVoucherCode === request.cardVoucherCode && c.couponId === coupon.couponId,
    );
    if (!claim) throw new BankError('LOYALTY_COUPON_NOT_FOUND', { cardVoucherCode: request.cardVoucherCode });
    return withCodes(myCouponView(claim, coupon, ctx));
  },

  couponTryCalc: (request, ctx) => {
    const transMoney = Number(request.transMoney);
    const today = toBusinessDate(ctx.now);
    const list = myCoupons(ctx)
      .filter((c) => c.cardVoucherState === '90010001' && c.validStartDate <= today)
      .map((c) => {
        const { discount, reason } = discountOf(c, transMoney, request.mctId);
        return {
          cardVoucherCode: c.cardVoucherCode,
          couponId: c.couponId,
          couponName: c.couponName,
          usable: reason ? ('N' as const) : ('Y' as const),
          discountAmt: String(discount),
          payAmt: String(transMoney - discount),
          reason,
          validEndDate: c.validEndDate,
        };
      })
      // Usable first, biggest discount first, then the one that ends soonest.
      .sort(
        (a, b) =>
          Number(b.usable === 'Y') - Number(a.usable === 'Y') ||
          Number(b.discountAmt) - Number(a.discountAmt) ||
          byKey(
            (c: typeof a) => c.validEndDate,
            (c) => c.cardVoucherCode,
          )(a, b),
      );
    const best = list.find((c) => c.usable === 'Y' && c.discountAmt !== '0');
    return {
      transMoney: request.transMoney,
      bestCardVoucherCode: best?.cardVoucherCode ?? '',
      bestDiscountAmt: best?.discountAmt ?? '0',
      list: list.map(({ validEndDate: _validEndDate, ...item }) => item),
    };
  },

  couponTypes: (_request, { lang }) => ({ typeList: couponCategories(lang) }),
};
