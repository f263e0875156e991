import { defineScenario } from '../../define-scenario';
import { newCredit } from '../../generators/credit-presets';

export default defineScenario({
  id: 'bill.none-yet',
  title: 'Bills: a new line, no bill yet',
  description:
    "A credit line opened a few days ago without any purchase (account use status W, personal_center STMT_MONTH ''): the bills index says there is no bill yet, explains that the first bill is printed after the first Pay Later purchase, and offers to go shopping (Pay Later home). History and records are empty.",
  tags: ['bill'],
  covers: ['bill.none-yet'],
  path: '/paylater/bills',
  seed: (state, faker) => {
    newCredit(state, faker);
  },
});
