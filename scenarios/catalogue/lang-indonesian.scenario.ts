import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'lang.indonesian',
  title: 'Device locale not English: Indonesian',
  description:
    'The device reports locale fr-FR; the language is forced to Indonesian because it does not start with en.',
  tags: ['lang'],
  covers: ['lang.indonesian'],
  path: '/',
  seed: (state) => {
    state.device.locale = 'fr-FR';
  },
});
