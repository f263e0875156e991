import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'help.terms-english',
  title: 'Terms pages in English',
  description:
    'The time deposit terms on a phone set to en-US: withdrawal only at maturity, holiday maturity paid the next working day, the roll-over window, a 365-day year net of tax, in English.',
  tags: ['help', 'lang'],
  covers: ['terms.pages'],
  path: '/legal?doc=time-deposit',
  seed: (state) => {
    state.device.locale = 'en-US';
  },
});
