import { defineScenario } from '../../define-scenario';
import { autoPayLooksBack, overdue } from '../../generators/credit-presets';
import { REPAY_CLOCK, setSpendableBalance } from './repay-seed';

export default defineScenario({
  id: 'repay.auto-debit-short',
  title: 'Auto-repayment failed: the Allo Pay balance was too small on the due date',
  description:
    'The statement fell due yesterday (20 November 2026) with only Rp150.000 in Allo Pay: at 20.00 WIB the bank tried to debit the amount due, took nothing (no partial debit) and recorded the failed automatic payment. Today the statement is overdue by 1 day with its late fee; the home says the automatic payment failed because the balance was too small, the repayment records list it as failed. Paying the bill by hand (top up, or Virtual Account) settles it.',
  tags: ['repay', 'home'],
  covers: ['repay.auto-debit-short'],
  path: '/paylater/home',
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    overdue(state, faker, 1);
    setSpendableBalance(state, 150_000);
    autoPayLooksBack(state, 1);
  },
});
