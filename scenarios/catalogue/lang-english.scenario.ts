import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'lang.english',
  title: 'Device locale en-US: English',
  description: 'The device reports locale en-US, so the app and the bank answer in English.',
  tags: ['lang'],
  covers: ['lang.english'],
  path: '/',
  seed: (state) => {
    state.device.locale = 'en-US';
  },
});
