import { defineScenario } from '../../define-scenario';
import { TXN_IDS, detailPath, historyWithKnownIds } from './txn-seed';

export default defineScenario({
  id: 'txn.detail-repayment',
  title: 'Transaction detail: a bill repayment with points',
  description: `A bill repayment of a 12-month history paid partly with points (id ${TXN_IDS.repaymentPoints}): option (bill repayment), method, bank, what it paid for, "Pembayaran dengan poin", reference. In the same history: the early repayment of an Instant Cash (${TXN_IDS.earlyRepayment}, VA) and a failed repayment (${TXN_IDS.failedRepayment}, cancelled, nothing deducted).`,
  tags: ['txn'],
  covers: ['txn.detail-repayment'],
  path: detailPath('repaymentPoints'),
  clock: '2026-11-21T10:00:00+07:00',
  seed: (state, faker) => {
    historyWithKnownIds(state, faker);
  },
});
