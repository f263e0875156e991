import { defineScenario } from '../../define-scenario';
import {
  SEEDED_TOP_UP_NO,
  TOP_UP_CLOCK,
  TOP_UP_QRIS_PATH,
  seedWaitingTopUp,
  setWalletBalance,
} from './topup-seed';

export default defineScenario({
  id: 'topup.qris',
  title: 'Top up by QRIS: the code for Rp100.000 waits for a payment',
  description:
    'A dynamic QRIS code (EMVCo merchant-presented payload, CRC in tag 63) for Rp100.000, valid 30 minutes, drawn as a QR code. Pay it as another app would with POST /__fake-bank/simulate/qris-payment { qrContent } (the payload from recharge/query): the screen shows the top-up received and the new balance; paying the same code again is refused. New codes: /wallet/top-up/qris.',
  tags: ['topup', 'wallet'],
  covers: ['topup.qris'],
  path: `${TOP_UP_QRIS_PATH}?no=${SEEDED_TOP_UP_NO}`,
  clock: TOP_UP_CLOCK,
  seed: (state) => {
    setWalletBalance(state, 1_250_000);
    seedWaitingTopUp(state, { channel: 'QRIS', amount: 100_000 });
  },
});
