import { defineScenario } from '../../define-scenario';
import { TXN_IDS, detailPath, historyWithKnownIds } from './txn-seed';

export default defineScenario({
  id: 'txn.detail-refund',
  title: 'Transaction detail: a refund',
  description: `The newest refund of a 12-month history (id ${TXN_IDS.refund}), a part of a Pay Later purchase given back: amount (back to the limit), merchant, the original transaction's type and term, reference.`,
  tags: ['txn'],
  covers: ['txn.detail-refund'],
  path: detailPath('refund'),
  clock: '2026-11-21T10:00:00+07:00',
  seed: (state, faker) => {
    historyWithKnownIds(state, faker);
  },
});
