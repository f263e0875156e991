import type { Faker } from '@faker-js/faker';
import type { BankState } from '../../../fake-bank/state/bank-state';
import { DAY_MS, addYears, wibTimestamp } from '../../../fake-bank/state/wallet-dates';

/** The session's start (base-state writes the clock into createdAt), as epoch ms. */
export const startOf = (state: BankState) => Date.parse(state.customer.createdAt);

const heldPoints = (state: BankState) =>
  state.loyalty.lots.reduce((sum, l) => sum + Number(l.amount), Number(state.loyalty.frozen));

/**
 * Points held for an order being processed (point_bal freezeScoreAmount, history category 7), three hours
 * before the session starts; any earlier hold is replaced.
 */
export function holdPoints(state: BankState, amount: number): void {
  const loyalty = state.loyalty;
  loyalty.history = loyalty.history.filter((h) => h.category !== '7');
  loyalty.frozen = String(amount);
  loyalty.history.push({
    scoreId: 'PTHOLD' + String(amount).padStart(8, '0'),
    category: '7',
    legalRightType: 'ALLO_PAY',
    amount: String(-amount),
    time: wibTimestamp(startOf(state) - 3 * 3_600_000),
    remark: 'Poin ditahan untuk pesanan yang sedang diproses',
  });
  loyalty.accumSum = String(Math.max(Number(loyalty.accumSum), heldPoints(state)));
}

/**
 * The accumulated points that set the membership level (spec section 9). Points still held stay below it:
 * the biggest lot shrinks when they would not, so the balance stays believable for the level.
 */
export function setAccumulated(state: BankState, accumSum: number): void {
  const loyalty = state.loyalty;
  const excess = heldPoints(state) - Math.round(accumSum * 0.6);
  if (excess > 0) {
    const biggest = [...loyalty.lots].sort((a, b) => Number(b.amount) - Number(a.amount))[0];
    if (biggest) biggest.amount = String(Math.max(1000, Number(biggest.amount) - excess));
  }
  loyalty.accumSum = String(Math.max(accumSum, heldPoints(state)));
}

/**
 * A long history for paging: `count` more purchases and campaign bonuses spread over the last 11 months,
 * each earning a lot that expires five years on (and counting towards the level).
 */
export function withLongHistory(state: BankState, faker: Faker, count: number): void {
  const now = startOf(state);
  const loyalty = state.loyalty;
  let earned = 0;
  for (let i = 0; i < count; i++) {
    const ms = now - (3 + Math.floor(((i + 1) * 330) / count)) * DAY_MS - faker.number.int(36_000_000);
    const time = wibTimestamp(ms);
    const bonus = i % 7 === 6;
    const amount = bonus
      ? faker.number.int({ min: 1, max: 5 }) * 5000
      : faker.number.int({ min: 5, max: 250 }) * 100;
    loyalty.history.push({
      scoreId: 'PTL' + time + String(i).padStart(3, '0'),
      category: bonus ? '2' : '1',
      legalRightType: bonus ? 'CAMPAIGN' : faker.helpers.arrayElement(['ALLO_PAY', 'PAY_LATER'] as const),
      amount: String(amount),
      time,
      remark: bonus
        ? 'Bonus promo Allo Pay'
        : `Belanja di ${faker.helpers.arrayElement(['Toko', 'Warung', 'Apotek'])} ${faker.person.lastName()}`,
    });
    loyalty.lots.push({ expDate: addYears(time.slice(0, 8), 5), amount: String(amount) });
    earned += amount;
  }
  loyalty.accumSum = String(Number(loyalty.accumSum) + earned);
}
