import { defineScenario } from '../../define-scenario';
import { TOP_UP_CLOCK, TOP_UP_DEBIT_CARD_PATH, setWalletBalance } from './topup-seed';

export default defineScenario({
  id: 'topup.debit-card',
  title: 'Top up from a debit card',
  description:
    "The debit card form: amount, card number (Luhn check), expiry MM/YY ('Masa berlaku kartu wajib diisi' when empty) and CVV. Any Luhn-valid number is charged at once, e.g. 4111 1111 1111 1111, 12/29, 123; magic card 4000 0000 0000 0002 is declined by its bank (80471051); an expiry month already past is refused (80471050).",
  tags: ['topup', 'wallet'],
  covers: ['topup.debit-card'],
  path: TOP_UP_DEBIT_CARD_PATH,
  clock: TOP_UP_CLOCK,
  seed: (state) => {
    setWalletBalance(state, 1_250_000);
  },
});
