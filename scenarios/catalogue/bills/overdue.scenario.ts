import { defineScenario } from '../../define-scenario';
import { overdue } from '../../generators/credit-presets';

export default defineScenario({
  id: 'bill.overdue',
  title: 'Overdue bills: two statements past their due date',
  description:
    'The statement due 35 days ago and the next one (due some days ago) are unpaid: the overdue list (OVERDUE_STMT_LIST) shows each with its days overdue and its balance, late fee included, in the overdue colour; a row opens its detail; pay all opens /paylater/repayment. POST /__fake-bank/clock { advanceDays: 1 } adds a day and a day of late fee.',
  tags: ['bill'],
  covers: ['bill.overdue'],
  path: '/paylater/bills/overdue',
  seed: (state, faker) => {
    overdue(state, faker, 35);
  },
});
