import { defineScenario } from '../../define-scenario';
import { TXN_IDS, detailPath, historyWithKnownIds } from './txn-seed';

export default defineScenario({
  id: 'txn.detail-instant-cash',
  title: 'Transaction detail: Instant Cash with its schedule',
  description: `The newest Instant Cash of a 12-month history (id ${TXN_IDS.instantCash}), still being repaid: amount, term, terms paid, reference and the schedule (each term's due date, amount and paid or not), with "Lunasi lebih awal" to the early repayment. The cancelled Instant Cash of the same history is ${TXN_IDS.failedCash}.`,
  tags: ['txn'],
  covers: ['txn.detail-instant-cash'],
  path: detailPath('instantCash'),
  clock: '2026-11-21T10:00:00+07:00',
  seed: (state, faker) => {
    historyWithKnownIds(state, faker, { creditLimit: 15_000_000 });
  },
});
