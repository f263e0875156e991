import { defineScenario } from '../../define-scenario';
import {
  SEEDED_TOP_UP_NO,
  TOP_UP_CLOCK,
  TOP_UP_STORE_PATH,
  seedWaitingTopUp,
  setWalletBalance,
} from './topup-seed';

export default defineScenario({
  id: 'topup.offline-store',
  title: 'Top up in cash at Alfamart: the payment code for Rp200.000',
  description:
    "A payment code (16 digits, with its barcode) to pay Rp200.000 in cash at an Alfamart cashier within 24 hours. The cashier's payment arrives with POST /__fake-bank/simulate/va-payment { vaCode: <payment code>, amount: 200000 } (another amount is refused); the screen shows the top-up received. New codes: /wallet/top-up/store.",
  tags: ['topup', 'wallet'],
  covers: ['topup.offline-store'],
  path: `${TOP_UP_STORE_PATH}?no=${SEEDED_TOP_UP_NO}`,
  clock: TOP_UP_CLOCK,
  seed: (state) => {
    setWalletBalance(state, 1_250_000);
    seedWaitingTopUp(state, { channel: 'STORE', amount: 200_000, store: 'ALFAMART' });
  },
});
