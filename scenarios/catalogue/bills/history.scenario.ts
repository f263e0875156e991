import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';

export default defineScenario({
  id: 'bill.history',
  title: 'Bill history: 12 months of statements, paged',
  description:
    "A line with a year of history and the current bill ready: the history lists the printed statements newest first, 10 a page (bill_list LAST_ROW_KEY '0', then the answered month); scrolling to the end loads the next page. The Lunas tab (TYPE F) lists the paid ones only.",
  tags: ['bill'],
  covers: ['bill.history'],
  path: '/paylater/bills/history',
  seed: (state, faker) => {
    billReady(state, faker);
  },
});
