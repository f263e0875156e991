import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'lang.browser-english',
  title: 'A browser in English, outside the bank app: English',
  description:
    'Outside the bank app, with no device locale from the bridge: the locale is the browser’s, so a browser whose language starts with en (en-US, en-GB) gets English and any other Indonesian.',
  tags: ['lang'],
  covers: ['lang.browser-english'],
  path: '/',
  seed: (state) => {
    state.device.inApp = false;
    delete state.device.locale;
  },
});
