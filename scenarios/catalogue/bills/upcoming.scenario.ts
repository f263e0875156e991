import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';

export default defineScenario({
  id: 'bill.upcoming',
  title: 'Upcoming bill: the instalments the next statement will bill',
  description:
    "A line with a bill ready (due in 10 days) and instalments still to come: the upcoming screen shows the next statement (the month after personal_center STMT_MONTH, STMT_STATUS U) with its print and due dates, its total and its instalments (they equal the current bill's UPCOMING_DETAIL). A purchase before the print date adds to it.",
  tags: ['bill'],
  covers: ['bill.upcoming'],
  path: '/paylater/bills/upcoming',
  seed: (state, faker) => {
    billReady(state, faker);
  },
});
