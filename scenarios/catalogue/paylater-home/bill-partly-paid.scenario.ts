import { defineScenario } from '../../define-scenario';
import { repaymentProcessing } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.bill-partly-paid',
  title: 'Pay Later home: half of the ready bill paid',
  description:
    'As home.bill-ready (due in 10 days), with half of the bill paid an hour ago from the Allo Pay balance (booked): the banner says the bill is partly paid ("Dibayar sebagian", amber as on the bill), with what was paid, what is left and the due date.',
  tags: ['home', 'repay'],
  covers: ['home.bill-ready'],
  path: '/paylater/home',
  seed: (state, faker) => {
    repaymentProcessing(state, faker);
    // The repayment is booked: the bill keeps the rest to pay.
    state.credit.repayments.at(-1)!.status = 'S';
  },
});
