import { defineScenario } from '../../define-scenario';
import { newCredit } from '../../generators/credit-presets';

export default defineScenario({
  id: 'txn.empty',
  title: 'Transaction history: no transactions in the chosen month',
  description:
    'A Pay Later line opened a few days ago, nothing bought yet; the list opens on November 2026 (?period=2026-11): "Tidak ada transaksi di November 2026" with the next step "Lihat 12 bulan terakhir" (empty too: "Belum ada transaksi", go to the Pay Later home). With history (txn.filter), an empty month is a month before the 12 months the bank keeps, e.g. ?period=2025-10, or a type without rows in a month (?type=R&period=2026-11).',
  tags: ['txn'],
  covers: ['txn.empty'],
  path: '/paylater/transactions?period=2026-11',
  clock: '2026-11-21T10:00:00+07:00',
  seed: (state, faker) => {
    newCredit(state, faker);
  },
});
