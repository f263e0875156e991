import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'landing.access-denied',
  title: 'Access denied: sent to the download page',
  description:
    "The channel config answers access false with code 0000; the browser is sent to the bank's download page with platform=lph5 (the fake bank serves a stand-in at /__fake-bank/download).",
  tags: ['landing'],
  covers: ['landing.access-denied'],
  path: '/',
  seed: (state) => {
    state.access.channelAccess = false;
  },
});
