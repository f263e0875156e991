import { defineScenario } from '../../define-scenario';
import { dueToday } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.due-today',
  title: 'Pay Later home: the bill is due today',
  description:
    "The current statement falls due today and is unpaid: an amber banner 'Jatuh tempo hari ini' with the amount, and that the bill is debited from the Allo Pay balance at 20.00 WIB. The balance (Rp6.198.000) covers it: a day later (advanceDays 1) the bank has debited it once (repay.auto-debit), the home is repaid and stays so another day on. With too little balance it would be overdue with a late fee (repay.auto-debit-short).",
  tags: ['home'],
  covers: ['home.due-today'],
  path: '/paylater/home',
  seed: (state, faker) => {
    dueToday(state, faker);
  },
});
