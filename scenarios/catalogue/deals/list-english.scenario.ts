import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'deals.list-english',
  title: 'Deals in English',
  description:
    'The deals.list state on a phone set to en-US: the screens and the bank’s deal names, terms and types read in English ("Food & Drink", "Valid at …").',
  tags: ['deals', 'lang'],
  covers: ['deals.list'],
  path: '/deals',
  seed: (state) => {
    state.device.locale = 'en-US';
  },
});
