import { defineScenario } from '../../define-scenario';
import { TOP_UP_BANK_TRANSFER_PATH, TOP_UP_CLOCK, setWalletBalance } from './topup-seed';

export default defineScenario({
  id: 'topup.bank-transfer',
  title: 'Top up by bank transfer: BCA virtual account instructions',
  description:
    'An Allo Pay+ customer with Rp1.250.000 opens the BCA virtual account (39358 + their phone) with the steps in m-BCA, the minimum Rp10.000 and the room left under the tier caps. The other banks are one tap away. A transfer arrives with POST /__fake-bank/simulate/va-payment { vaCode, amount }: the screen (polling every 2 s, or on return) shows it received and the new balance; the same transfer again is refused (the account is paid).',
  tags: ['topup', 'wallet'],
  covers: ['topup.bank-transfer'],
  path: `${TOP_UP_BANK_TRANSFER_PATH}?bank=014`,
  clock: TOP_UP_CLOCK,
  seed: (state) => {
    setWalletBalance(state, 1_250_000);
  },
});
