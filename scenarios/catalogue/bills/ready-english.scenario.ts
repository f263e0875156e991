import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { withCycleActivity } from './bill-seed';

export default defineScenario({
  id: 'bill.ready-english',
  title: 'Bills in English: the bill is ready',
  description:
    'The bill.ready state (a printed, unpaid statement due in 10 days with spending, Instant Cash and a refund in its cycle) on a phone set to en-US: the bills index and the detail read in English.',
  tags: ['bill', 'lang'],
  covers: ['bill.ready'],
  path: '/paylater/bills',
  seed: (state, faker) => {
    billReady(state, faker);
    withCycleActivity(state, faker);
    state.device.locale = 'en-US';
  },
});
