import { defineScenario } from '../../define-scenario';
import { noBill } from '../../generators/credit-presets';

export default defineScenario({
  id: 'bill.nothing-this-month',
  title: 'Bills: nothing billed this month, instalments coming',
  description:
    "A line with 12 months of history whose current statement bills nothing (account use status N, CURR_STMT_STATUS U, the statement's STMT_STATUS ''): the index says there is no bill this month, the upcoming entry shows the instalments not yet billed (UN_BILL_AMT) and history lists the earlier paid bills.",
  tags: ['bill'],
  covers: ['bill.none-yet'],
  path: '/paylater/bills',
  seed: (state, faker) => {
    noBill(state, faker);
  },
});
