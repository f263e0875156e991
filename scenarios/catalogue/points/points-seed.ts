import type { Faker } from '@faker-js/faker';
import type { BankState } from '../../../fake-bank/model/bank-state';
import { recordSpend, validPoints } from '../../../fake-bank/model/loyalty';
import { addYears, DAY_MS, HOUR_MS, isoToMs, toBusinessDate, toTimestamp } from '../../../contracts/dates';

/** The session's start (base-state writes the clock into createdAt), as epoch ms. */
export const startOf = (state: BankState) => isoToMs(state.customer.createdAt);

const heldPoints = (state: BankState) =>
  state.loyalty.lots.reduce((sum, l) => sum + Number(l.amount), Number(state.loyalty.frozen));

/**
 * Points held for an order being processed (point_bal freezeScoreAmount, history category 7), three hours
 * before the session starts; any earlier hold is replaced. Held points come out of the available ones (and a
 * released hold goes back), so the history keeps adding up to the balance.
 */
export function holdPoints(state: BankState, amount: number): void {
  const loyalty = state.loyalty;
  const start = startOf(state);
  const more = amount - Number(loyalty.frozen);
  loyalty.history = loyalty.history.filter((h) => h.category !== '7');
  // Out of the newest lots (the lot lapsing tomorrow stays as it is), and a released hold back into the newest.
  let left = more;
  for (const lot of [...loyalty.lots].sort((a, b) => b.expDate.localeCompare(a.expDate))) {
    const take = Math.min(left, Number(lot.amount));
    lot.amount = String(Number(lot.amount) - take);
    left -= take;
    if (left <= 0) break;
  }
  loyalty.lots = loyalty.lots.filter((l) => l.amount !== '0');
  loyalty.frozen = String(amount);
  loyalty.history.push({
    scoreId: 'PTHOLD' + String(amount).padStart(8, '0'),
    category: '7',
    legalRightType: 'ALLO_PAY',
    amount: String(-amount),
    time: toTimestamp(start - 3 * HOUR_MS),
    remark: 'Poin ditahan untuk pesanan yang sedang diproses',
  });
  loyalty.accumSum = String(Math.max(Number(loyalty.accumSum), heldPoints(state)));
}

/**
 * The accumulated points that set the membership level (spec section 9). Points still held stay below it:
 * when they would not, the customer spent the excess (keeping at least 1.000) a day before the session.
 */
export function setAccumulated(state: BankState, accumSum: number): void {
  const loyalty = state.loyalty;
  const start = startOf(state);
  const spendable = validPoints(loyalty, toBusinessDate(start - DAY_MS));
  const excess = Math.min(heldPoints(state) - Math.round(accumSum * 0.6), spendable - 1000);
  if (excess > 0) {
    const shop = state.wallet.merchants[0]?.merchantName ?? 'Allo Mart';
    recordSpend(loyalty, excess, start - DAY_MS, `Pembayaran: ${shop}`);
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
    const time = toTimestamp(ms);
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
