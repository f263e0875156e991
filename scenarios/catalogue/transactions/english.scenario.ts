import { defineScenario } from '../../define-scenario';
import { historyWithKnownIds } from './txn-seed';

export default defineScenario({
  id: 'txn.filter-english',
  title: 'Transaction history in English',
  description:
    'The 12-month history of txn.filter on a phone set to en-US: type chips, period picker, rows and details in English.',
  tags: ['txn', 'lang'],
  covers: ['txn.filter'],
  path: '/paylater/transactions',
  clock: '2026-11-21T10:00:00+07:00',
  seed: (state, faker) => {
    historyWithKnownIds(state, faker);
    state.device.locale = 'en-US';
  },
});
