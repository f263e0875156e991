import { defineScenario } from '../../define-scenario';
import { TOP_UP_CLOCK, TOP_UP_QRIS_PATH, setWalletBalance } from './topup-seed';

export default defineScenario({
  id: 'topup.minimum',
  title: 'Top-up amount: required, at least Rp10.000',
  description:
    "The QRIS amount step. Leaving it empty says 'Masukkan jumlah isi saldo'; an amount below Rp10.000 says 'Minimal isi saldo Rp10.000', on the form and from the bank (80471011, also for a transfer below it to a virtual account). The same rule holds on the store and debit card forms.",
  tags: ['topup', 'wallet', 'validation'],
  covers: ['topup.minimum'],
  path: TOP_UP_QRIS_PATH,
  hint: 'Leave the amount empty, or type less than 10000.',
  clock: TOP_UP_CLOCK,
  seed: (state) => {
    setWalletBalance(state, 1_250_000);
  },
});
