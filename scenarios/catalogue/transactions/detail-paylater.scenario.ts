import { defineScenario } from '../../define-scenario';
import { TXN_IDS, detailPath, historyWithKnownIds } from './txn-seed';

export default defineScenario({
  id: 'txn.detail-paylater',
  title: 'Transaction detail: a Pay Later purchase in instalments',
  description: `The newest Pay Later purchase in instalments of a 12-month history (id ${TXN_IDS.paylater}): merchant, amount, term, terms paid, reference and the schedule, with "Lunasi lebih awal" while it runs.`,
  tags: ['txn'],
  covers: ['txn.detail-paylater'],
  path: detailPath('paylater'),
  clock: '2026-11-21T10:00:00+07:00',
  seed: (state, faker) => {
    historyWithKnownIds(state, faker);
  },
});
