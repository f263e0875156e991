import { defineScenario } from '../../define-scenario';
import { overdue } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.overdue-english',
  title: 'Pay Later home in English: overdue with a late fee',
  description:
    'The overdue-with-late-fee state (due 5 days ago) on a phone set to en-US: the home reads "5 days overdue" with the late fee in English.',
  tags: ['home', 'lang'],
  covers: ['home.overdue-late-fee'],
  path: '/paylater/home',
  seed: (state, faker) => {
    overdue(state, faker, 5);
    state.device.locale = 'en-US';
  },
});
