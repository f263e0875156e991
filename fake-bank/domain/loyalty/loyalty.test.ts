import { beforeEach, describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../../contracts';
import type { CouponRecord } from '../../model/loyalty';
import { toBusinessDate } from '../../kernel/clock';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { addDays, DAY_MS } from '../../../contracts/dates';

let s: SessionDriver;
beforeEach(() => {
  s = bankDriver().session();
});

const today = () => toBusinessDate(s.now());
const lotsSum = (filter: (expDate: string) => boolean) =>
  s
    .state()
    .loyalty.lots.filter((l) => filter(l.expDate))
    .reduce((sum, l) => sum + Number(l.amount), 0);

describe('pointsBalance (point_bal)', () => {
  it('answers available, frozen, expiring tomorrow and earned yesterday from the same points', () => {
    const state = s.state();
    const data = s.ok('pointsBalance', {});
    const available = lotsSum((d) => d > today());
    expect(data.avlScoreAmount).toBe(String(available));
    expect(data.freezeScoreAmount).toBe(state.loyalty.frozen);
    expect(data.allScoreAmount).toBe(String(available + Number(state.loyalty.frozen)));
    const tomorrow = lotsSum((d) => d === addDays(today(), 1));
    expect(tomorrow).toBeGreaterThan(0);
    expect(data.nextDayExpScore).toBe(String(tomorrow));
    const yesterday = state.loyalty.history
      .filter((h) => ['1', '2', '3'].includes(h.category) && h.time.startsWith(addDays(today(), -1)))
      .reduce((sum, h) => sum + Number(h.amount), 0);
    expect(yesterday).toBeGreaterThan(0);
    expect(data.yesterdayEarnScore).toBe(String(yesterday));
  });

  it('lets the points expiring tomorrow lapse when the clock gets there', () => {
    const before = s.ok('pointsBalance', {});
    s.elapse(DAY_MS);
    const after = s.ok('pointsBalance', {});
    expect(Number(after.avlScoreAmount)).toBe(Number(before.avlScoreAmount) - Number(before.nextDayExpScore));
  });

  it('refuses a body that is not an object', () => {
    s.refused('pointsBalance', 'points', 'BAD_REQUEST');
  });
});

describe('pointsDetail (point_detail)', () => {
  const year = {
    begingTime: '2025-11-21 00:00:00',
    endTime: '2026-11-21 23:59:59',
    legalRightType: '',
    category: '0',
    sortMode: '0',
    nums: '50',
    page: '1',
  };

  it('lists the history with lapsed points, newest first', () => {
    const data = s.ok('pointsDetail', year);
    expect(Number(data.total)).toBeGreaterThan(20);
    const times = data.list.map((e) => e.transTime);
    expect([...times].sort().reverse()).toEqual(times);
    const expired = data.list.filter((e) => e.category === '5');
    expect(expired.length).toBe(1);
    expect(Number(expired[0]!.scoreAmount)).toBeLessThan(0);
    for (const entry of data.list.filter((e) => e.category === '1')) {
      expect(Number(entry.scoreAmount)).toBeGreaterThan(0);
      expect(entry.expDate).toBe(
        String(Number(entry.transTime.slice(0, 4)) + 5) + entry.transTime.slice(4, 8),
      );
    }
  });

  it("writes the remarks in the caller's language", () => {
    const id = s.ok('pointsDetail', year).list;
    const en = s.ok('pointsDetail', year, 'en').list;
    expect(en.map((e) => e.scoreId)).toEqual(id.map((e) => e.scoreId));
    expect(id.find((e) => e.category === '5')!.remark).toBe('Poin kedaluwarsa');
    expect(en.find((e) => e.category === '5')!.remark).toBe('Points expired');
    for (const entry of en.filter((e) => e.category === '3'))
      expect(entry.remark).toBe('Monthly member reward');
    for (const entry of en.filter((e) => e.category === '1')) expect(entry.remark).toMatch(/^Purchase at /);
  });

  it('filters by category, source and time, sorts both ways and pages consistently', () => {
    const spent = s.ok('pointsDetail', { ...year, category: '4' }).list;
    for (const entry of spent) expect(Number(entry.scoreAmount)).toBeLessThan(0);
    const member = s.ok('pointsDetail', { ...year, legalRightType: 'MEMBERSHIP' }).list;
    expect(member.length).toBeGreaterThan(0);
    for (const entry of member) expect(entry.category).toBe('3');
    const oldest = s.ok('pointsDetail', { ...year, sortMode: '1' }).list.map((e) => e.transTime);
    expect([...oldest].sort()).toEqual(oldest);
    const lastWeek = s.ok('pointsDetail', { ...year, begingTime: '2026-11-14 00:00:00' }).list;
    for (const entry of lastWeek) expect(entry.transTime >= '20261114000000').toBe(true);
    const page2 = { ...year, nums: '5', page: '2' };
    expect(s.ok('pointsDetail', page2)).toEqual(s.ok('pointsDetail', page2));
    const all = s.ok('pointsDetail', year).list;
    expect(s.ok('pointsDetail', page2).list).toEqual(all.slice(5, 10));
  });

  it('refuses bad requests', () => {
    s.refused('pointsDetail', { ...year, begingTime: '2026-12-01 00:00:00' }, 'BAD_REQUEST');
    s.refused('pointsDetail', { ...year, category: '8' }, 'BAD_REQUEST');
    s.refused('pointsDetail', { ...year, nums: '51' }, 'BAD_REQUEST');
    s.refused('pointsDetail', { ...year, legalRightType: 'OTHER' }, 'BAD_REQUEST');
    const { page: _page, ...noPage } = year;
    s.refused('pointsDetail', noPage, 'BAD_REQUEST');
  });
});

describe('membershipLevels (member_right_lvl)', () => {
  it('sets the level by accumulated points, with every level and its benefits', () => {
    const state = s.state();
    const cases = [
      ['0', '1', 'Starter', '1999999'],
      ['1999999', '1', 'Starter', '1999999'],
      ['2000000', '2', 'Advanced', '4999999'],
      ['5000000', '3', 'Premium', '-1'],
    ] as const;
    for (const [accumSum, id, name, accumEnd] of cases) {
      state.loyalty.accumSum = accumSum;
      const data = s.ok('membershipLevels', {});
      expect(data).toMatchObject({
        accumSum,
        curMbrLevelId: id,
        mbrLevelName: name,
        accumEnd,
        mbrLevelValid: '20261231',
      });
      expect(data.allLevelList.map((l) => [l.mbrLevelName, l.accumStart, l.accumEnd])).toEqual([
        ['Starter', '0', '1999999'],
        ['Advanced', '2000000', '4999999'],
        ['Premium', '5000000', '-1'],
      ]);
      for (const level of data.allLevelList) expect(level.allRaiConfList.length).toBeGreaterThan(1);
    }
  });

  it("answers the benefits in the caller's language", () => {
    const id = s.ok('membershipLevels', {});
    const en = s.ok('membershipLevels', {}, 'en');
    expect(id.allLevelList[0]!.allRaiConfList[0]!.legalRightName).toBe('Poin setiap transaksi');
    expect(en.allLevelList[0]!.allRaiConfList[0]!.legalRightName).toBe('Points on every transaction');
    expect(en.allLevelList.map((l) => l.allRaiConfList.length)).toEqual(
      id.allLevelList.map((l) => l.allRaiConfList.length),
    );
    expect(en.mbrLevelName).toBe(id.mbrLevelName);
  });

  it('refuses a body that is not an object', () => {
    s.refused('membershipLevels', 42, 'BAD_REQUEST');
  });
});

describe('coupons', () => {
  const center = (extra: object = {}) => ({ nums: '50', page: '1', queryType: 'CENTER', ...extra });
  const onOffer = (c: CouponRecord) => c.upStartDate <= today() && today() <= c.upEndDate;
  const claimable = () =>
    s
      .state()
      .loyalty.coupons.find(
        (c) =>
          onOffer(c) && c.stock > 0 && !s.state().loyalty.myCoupons.some((m) => m.couponId === c.couponId),
      )!;
  const claimBody = (cardVoucherId: string) => ({
    cardVoucherId,
    name: s.state().customer.name,
    phoneNo: s.state().customer.phone,
  });

  it('card_center lists the coupons on offer today with images as data: URIs', () => {
    const data = s.ok('couponCenter', center());
    const expected = s
      .state()
      .loyalty.coupons.filter(onOffer)
      .map((c) => c.couponId)
      .sort();
    expect(data.list.map((c) => c.couponId).sort()).toEqual(expected);
    expect(data.total).toBe(String(expected.length));
    for (const coupon of data.list) {
      expect(coupon.couponHeadUrl.startsWith('data:image/svg+xml,')).toBe(true);
      expect(coupon.couponState).toBe('0');
    }
    const page2 = center({ nums: '3', page: '2' });
    expect(s.ok('couponCenter', page2)).toEqual(s.ok('couponCenter', page2));
  });

  it('card_center searches, filters by category and market position, and sorts', () => {
    const some = s.state().loyalty.coupons.find((c) => onOffer(c) && c.mctId)!;
    const word = some.brand;
    const found = s.ok('couponCenter', center({ queryType: 'SEARCH', searchKeyword: word.toUpperCase() }));
    expect(found.list.map((c) => c.couponId)).toContain(some.couponId);
    const none = s.ok('couponCenter', center({ queryType: 'SEARCH', searchKeyword: 'zzzqqq' }));
    expect(none).toMatchObject({ total: '0', pageAll: '0', list: [] });
    expect(s.ok('couponCenter', center({ queryType: 'SEARCH' })).list).toEqual([]);
    for (const coupon of s.ok('couponCenter', center({ queryType: 'MARKET', couponMarketPosit: 'HOME' }))
      .list) {
      expect(coupon.couponMarketPosit).toBe('HOME');
    }
    const food = s.ok('couponCenter', center({ couponType: '100' })).list;
    for (const coupon of food) expect(['101', '102']).toContain(coupon.couponType);
    const ending = s.ok('couponCenter', center({ sortMode: '2' })).list.map((c) => c.upEndDate);
    expect([...ending].sort()).toEqual(ending);
  });

  it('card_center refuses bad requests', () => {
    s.refused('couponCenter', center({ queryType: 'ALL' }), 'BAD_REQUEST');
    s.refused('couponCenter', center({ nums: '0' }), 'BAD_REQUEST');
    s.refused('couponCenter', { nums: '10', queryType: 'CENTER' }, 'BAD_REQUEST');
    const long = s.refused(
      'couponCenter',
      center({ queryType: 'SEARCH', searchKeyword: 'x'.repeat(101) }),
      'BAD_REQUEST',
    ).envelope;
    expect(long.ret_msg).toBe(RULE_MESSAGES.searchKeyword.id);
    s.refused('couponCenter', center({ queryType: 'SEARCH', searchKeyword: '   ' }), 'BAD_REQUEST');
  });

  it('claims a coupon once, taking one from the stock; it shows among my unused coupons', () => {
    const coupon = claimable();
    const stock = coupon.stock;
    const claimed = s.ok('couponClaim', claimBody(coupon.couponId));
    expect(claimed).toMatchObject({
      couponId: coupon.couponId,
      cardVoucherState: '90010001',
      couponState: '0',
      claimed: 'Y',
    });
    expect(claimed.cardVoucherCode).toMatch(/^\d{16}$/);
    expect(claimed.barcodeValue).toBe(claimed.cardVoucherCode);
    expect(coupon.stock).toBe(stock - 1);
    s.refused('couponClaim', claimBody(coupon.couponId), 'LOYALTY_COUPON_ALREADY_CLAIMED');
    expect(coupon.stock).toBe(stock - 1);
    const mine = s.ok('couponMine', {
      sortMode: '0',
      pageNum: '1',
      pageSize: '50',
      cardVoucherState: '90010001',
    });
    expect(mine.list[0]!.cardVoucherCode).toBe(claimed.cardVoucherCode);
    const inCenter = s.ok('couponCenter', center()).list.find((c) => c.couponId === coupon.couponId)!;
    expect(inCenter).toMatchObject({ claimed: 'Y', remainStock: String(stock - 1) });
  });

  it('refuses claims out of stock, not on offer, unknown, or for another phone number', () => {
    const coupons = s.state().loyalty.coupons;
    const empty = coupons.find((c) => c.stock === 0)!;
    empty.upStartDate = today();
    s.refused('couponClaim', claimBody(empty.couponId), 'LOYALTY_COUPON_OUT_OF_STOCK');
    const upcoming = coupons.find((c) => c.upStartDate > today())!;
    s.refused('couponClaim', claimBody(upcoming.couponId), 'LOYALTY_COUPON_NOT_AVAILABLE');
    s.refused('couponClaim', claimBody('CP0'), 'LOYALTY_COUPON_NOT_FOUND');
    const other = { ...claimBody(claimable().couponId), phoneNo: '81200000000' };
    s.refused('couponClaim', other, 'LOYALTY_COUPON_NOT_YOURS');
    const badPhone = s.refused('couponClaim', { ...other, phoneNo: '0812345678' }, 'BAD_REQUEST').envelope;
    expect(badPhone.ret_msg).toBe('Nomor HP harus diawali angka 8 dan terdiri dari 9 sampai 12 digit.');
    s.refused('couponClaim', { cardVoucherId: 'CP1' }, 'BAD_REQUEST');
  });

  it('cust_rights answers my coupons by state: unused, expired, used, all', () => {
    const mine = (cardVoucherState: string, sortMode = '0') =>
      s.ok('couponMine', { sortMode, pageNum: '1', pageSize: '50', cardVoucherState }).list;
    const all = mine('90010005');
    expect(all.length).toBe(s.state().loyalty.myCoupons.length);
    const [unused, expired, used] = [mine('90010001'), mine('90010003'), mine('90010004')];
    expect(unused.length + expired.length + used.length).toBe(all.length);
    expect(expired.length).toBe(1);
    expect(used.length).toBe(1);
    expect(used[0]).toMatchObject({ couponState: '1', cardVoucherState: '90010004' });
    expect(used[0]!.useTime).toMatch(/^\d{14}$/);
    expect(expired[0]).toMatchObject({ couponState: '4', cardVoucherState: '90010003' });
    const ending = mine('90010005', '1').map((c) => c.validEndDate);
    expect([...ending].sort()).toEqual(ending);
    // Once its last valid day has passed, an unused coupon is expired.
    const last = unused
      .map((c) => c.validEndDate)
      .sort()
      .at(-1)!;
    const ms = (ymd: string) => Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8));
    s.elapse(ms(last) - ms(today()) + DAY_MS);
    expect(mine('90010001')).toEqual([]);
    s.refused(
      'couponMine',
      {
        sortMode: '0',
        pageNum: '1',
        pageSize: '50',
        cardVoucherState: '90010002',
      },
      'BAD_REQUEST',
    );
  });

  it('card_detail answers a coupon, and a claimed one with its barcode and QR values', () => {
    const claim = s.state().loyalty.myCoupons[2]!;
    const detail = s.ok('couponDetail', {
      cardVoucherId: claim.couponId,
      cardVoucherCode: claim.cardVoucherCode,
    });
    expect(detail).toMatchObject({
      cardVoucherCode: claim.cardVoucherCode,
      barcodeFormat: 'CODE128',
      barcodeValue: claim.cardVoucherCode,
      qrCodeValue: `${claim.couponId}|${claim.cardVoucherCode}`,
      claimTime: claim.claimTime,
    });
    const offered = s.ok('couponDetail', { cardVoucherId: claim.couponId });
    expect(offered).toMatchObject({
      cardVoucherCode: '',
      barcodeValue: '',
      cardVoucherState: '',
      claimed: 'Y',
    });
    s.refused(
      'couponDetail',
      { cardVoucherId: claim.couponId, cardVoucherCode: '0000' },
      'LOYALTY_COUPON_NOT_FOUND',
    );
    s.refused('couponDetail', { cardVoucherId: 'CP0' }, 'LOYALTY_COUPON_NOT_FOUND');
    s.refused('couponDetail', {}, 'BAD_REQUEST');
  });

  it('cust_rights_try_calc works out each unused coupon and the best one', () => {
    const state = s.state();
    const [a, b] = state.loyalty.coupons.filter(onOffer);
    Object.assign(a!, {
      discountType: 'AMOUNT',
      faceValue: '20000',
      useLowerAmt: '100000',
      maxDiscountAmt: '0',
      mctId: 'MCT1',
    });
    Object.assign(b!, {
      discountType: 'RATE',
      faceValue: '10',
      useLowerAmt: '0',
      maxDiscountAmt: '15000',
      mctId: '',
    });
    const claim = (couponId: string, code: string) => ({
      cardVoucherCode: code,
      couponId,
      claimTime: '20261120100000',
      validStartDate: '20261101',
      validEndDate: '20261231',
      useTime: '',
    });
    state.loyalty.myCoupons = [
      claim(a!.couponId, '1000000000000001'),
      claim(b!.couponId, '1000000000000002'),
    ];
    const calc = (transMoney: string, mctId: string) =>
      s.ok('couponTryCalc', { transMoney, skuid: '', mctId, brandId: '', storeId: '' });

    const big = calc('200000', 'MCT1');
    expect(big).toMatchObject({ bestCardVoucherCode: '1000000000000001', bestDiscountAmt: '20000' });
    expect(big.list.map((c) => [c.cardVoucherCode, c.usable, c.discountAmt, c.payAmt])).toEqual([
      ['1000000000000001', 'Y', '20000', '180000'],
      ['1000000000000002', 'Y', '15000', '185000'],
    ]);
    const small = calc('50000', 'MCT1');
    expect(small.bestCardVoucherCode).toBe('1000000000000002');
    expect(small.list.find((c) => c.couponId === a!.couponId)).toMatchObject({
      usable: 'N',
      reason: 'MIN_AMOUNT',
      discountAmt: '0',
    });
    const elsewhere = calc('200000', 'MCT9');
    expect(elsewhere.list.find((c) => c.couponId === a!.couponId)).toMatchObject({
      usable: 'N',
      reason: 'MERCHANT',
    });
    s.refused(
      'couponTryCalc',
      { transMoney: '0', skuid: '', mctId: '', brandId: '', storeId: '' },
      'BAD_REQUEST',
    );
    s.refused('couponTryCalc', { transMoney: '1000' }, 'BAD_REQUEST');
  });

  it("answers coupon texts in the caller's language: Indonesian by default, English for en", () => {
    const id = s.ok('couponCenter', center()).list;
    const en = s.ok('couponCenter', center(), 'en').list;
    expect(en.map((c) => c.couponId)).toEqual(id.map((c) => c.couponId));
    const any = s.state().loyalty.coupons.find((c) => onOffer(c) && !c.brand)!;
    const branded = s.state().loyalty.coupons.find((c) => onOffer(c) && c.brand)!;
    const [idAny, enAny] = [id, en].map((list) => list.find((c) => c.couponId === any.couponId)!);
    expect(idAny).toMatchObject({
      mctName: 'Semua merchant Allo Pay',
      suitOrg: 'Semua merchant yang menerima Allo Pay',
      recvRuleDesc: 'Satu kupon untuk setiap pengguna. Berlaku selama persediaan masih ada.',
    });
    expect(enAny).toMatchObject({
      mctName: 'All Allo Pay merchants',
      suitOrg: 'Every merchant that accepts Allo Pay',
      recvRuleDesc: 'One coupon per customer, while stock lasts.',
      useDesc: 'The discount applies automatically when you pay with Allo Pay.',
    });
    const enBranded = en.find((c) => c.couponId === branded.couponId)!;
    expect(enBranded.mctName.startsWith(`${branded.brand} `)).toBe(true);
    expect(enBranded.suitOrg).toBe(`All ${enBranded.mctName} outlets in ${branded.city}`);
    for (const coupon of en) {
      expect(coupon.couponTitle).toMatch(
        /^(Save Rp\d{1,3}(\.\d{3})*|\d+% off( up to Rp\d{1,3}(\.\d{3})*)?)$/,
      );
      expect(coupon.couponName).toBe(`${coupon.couponTitle} at ${coupon.mctName}`);
      expect(coupon.remarks).toMatch(
        /^(Minimum transaction Rp\d{1,3}(\.\d{3})*\.|No minimum transaction\.) Cannot be/,
      );
      // No Indonesian words of the bank's own texts are left in English answers.
      expect(`${coupon.couponName} ${coupon.useDesc} ${coupon.remarks}`).not.toMatch(
        /Hemat|Diskon|Semua|Minimal|Tanpa|Tunjukkan|Pindai|Potongan| di /,
      );
    }
    for (const coupon of id) {
      expect(coupon.couponTitle).toMatch(/^(Hemat Rp[\d.]+|Diskon \d+%( s\.d\. Rp[\d.]+)?)$/);
      expect(coupon.couponName).toBe(`${coupon.couponTitle} di ${coupon.mctName}`);
    }
    // Search reads the words the caller reads.
    expect(s.ok('couponCenter', center({ queryType: 'SEARCH', searchKeyword: 'save' }), 'en').total).not.toBe(
      '0',
    );
    expect(s.ok('couponCenter', center({ queryType: 'SEARCH', searchKeyword: 'save' })).total).toBe('0');
    const mine = s.ok(
      'couponMine',
      { sortMode: '0', pageNum: '1', pageSize: '50', cardVoucherState: '90010005' },
      'en',
    ).list;
    for (const coupon of mine) expect(coupon.couponName).toMatch(/ at /);
    const { typeList } = s.ok('couponTypes', {}, 'en');
    expect(typeList.map((c) => c.typeName).slice(0, 3)).toEqual([
      'Food & Drink',
      'Coffee & Tea',
      'Restaurants',
    ]);
  });

  it('card_type answers two levels of categories', () => {
    const { typeList } = s.ok('couponTypes', {});
    const tops = typeList.filter((c) => c.typeLevel === '1').map((c) => c.typeId);
    expect(tops.length).toBe(4);
    for (const child of typeList.filter((c) => c.typeLevel === '2'))
      expect(tops).toContain(child.typeParentId);
    s.refused('couponTypes', null, 'BAD_REQUEST');
  });
});
