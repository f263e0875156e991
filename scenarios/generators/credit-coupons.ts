import { type Equity } from '../../fake-bank/model/credit';
import { addMonths, nextCreditId } from '../../fake-bank/model/credit-ledger';

import type { Ctx } from './credit-line-context';
import { dateOfDayNumber } from '../../contracts/dates';

export const USED_COUPON_NAME = 'Bebas Bunga Bulan Pertama';

/** Coupons relative to the clock: three available, one used (on an Instant Cash of the history), one expired. */
export function makeEquities(ctx: Ctx): Equity[] {
  const { faker, today, state } = ctx;
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
    claimDate: dateOfDayNumber(today - 10),
    expireDate: dateOfDayNumber(today + 30),
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
      claimDate: dateOfDayNumber(today - 5),
      expireDate: dateOfDayNumber(today + 60),
      usageDesc: 'Berlaku untuk semua transaksi Pay Later.',
    }),
    base('INT_TIC_T', 'CASH_LOAN', {
      equityName: 'Bebas Bunga 1 Bulan',
      equityContent: 'Bunga bulan pertama Instant Cash gratis, maksimal Rp100.000.',
      equityValue: '1',
      useUpperAmt: 100_000,
      useLowerAmt: 500_000,
      usePlanTerm: '3,6',
      claimDate: dateOfDayNumber(today - 2),
      expireDate: dateOfDayNumber(today + 14),
      usageDesc: 'Berlaku untuk Instant Cash tenor 3 atau 6 bulan.',
    }),
    base('INT_TIC_T', 'CASH_LOAN', {
      equityName: USED_COUPON_NAME,
      equityContent: 'Bunga bulan pertama Instant Cash gratis, maksimal Rp100.000.',
      equityValue: '1',
      useUpperAmt: 100_000,
      useLowerAmt: 500_000,
      usePlanTerm: '3,6',
      claimDate: dateOfDayNumber(addMonths(today, -5)),
      expireDate: dateOfDayNumber(addMonths(today, -3)),
      // Marked used when the history's Instant Cash takes it; dropped if none does.
      usageDesc: 'Berlaku untuk Instant Cash tenor 3 atau 6 bulan.',
    }),
    base('INT_TIC_P', 'CASH_LOAN', {
      equityName: 'Diskon Bunga 30%',
      equityContent: 'Potongan 30% bunga Instant Cash, maksimal Rp200.000.',
      equityValue: '30',
      useUpperAmt: 200_000,
      useLowerAmt: -1,
      claimDate: dateOfDayNumber(today - 60),
      expireDate: dateOfDayNumber(today - 3),
      usageDesc: 'Berlaku untuk semua tenor Instant Cash.',
    }),
  ];
}
