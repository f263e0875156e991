import { defineScenario } from '../../define-scenario';
import { repaid } from '../../generators/credit-presets';

export default defineScenario({
  id: 'bill.repaid',
  title: 'Bill detail: the bill of this month is repaid',
  description:
    'The current statement (due in 5 days) already paid in full (STMT_STATUS F, STMT_BAL_AMT 0): the detail shows it as paid (green, Lunas) with what was paid and no pay button; the index card reads paid too.',
  tags: ['bill'],
  covers: ['bill.repaid'],
  path: '/paylater/bills/detail',
  seed: (state, faker) => {
    repaid(state, faker);
  },
});
