import { defineScenario } from '../../define-scenario';
import { historyWithKnownIds } from './txn-seed';

export default defineScenario({
  id: 'txn.paging',
  title: 'Transaction history: page after page while scrolling',
  description:
    'Twelve months of history, more than three pages of 20: the first page comes with LAST_ROW_KEY 0 and NEXTPAGE_FLAG Y; scrolling to the end asks for the next page with the LAST_ROW_KEY answered, until NEXTPAGE_FLAG is N ("Semua transaksi sudah ditampilkan").',
  tags: ['txn'],
  covers: ['txn.paging'],
  path: '/paylater/transactions',
  clock: '2026-11-21T10:00:00+07:00',
  seed: (state, faker) => {
    // A busy customer with a large line: enough transactions for four pages and more.
    historyWithKnownIds(state, faker, { creditLimit: 40_000_000, purchasesPerMonth: { min: 5, max: 7 } });
  },
});
