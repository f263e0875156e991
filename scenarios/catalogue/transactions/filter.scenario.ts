import { defineScenario } from '../../define-scenario';
import { historyWithKnownIds } from './txn-seed';

export default defineScenario({
  id: 'txn.filter',
  title: 'Transaction history: filter by type and by month and year',
  description:
    'A Pay Later customer with 12 months of history (purchases, Instant Cash, repayments, refunds, an early repayment, a cancelled Instant Cash and a failed repayment). The list shows the last 12 months; tap a type chip (Belanja, Instant Cash, Refund, Pembayaran) or open the period and pick a year (2021 to now) and a month (All, or up to the current month this year).',
  tags: ['txn'],
  covers: ['txn.filter'],
  path: '/paylater/transactions',
  clock: '2026-11-21T10:00:00+07:00',
  seed: (state, faker) => {
    historyWithKnownIds(state, faker);
  },
});
