import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'landing.no-access-list',
  title: 'Pay Later on the access config noAccessList',
  description:
    "The channel config allows access, but get/access_config answers noAccessList ['PAY_LATER']: access is denied, the browser is sent to the bank's download page with platform=lph5 (and the channel config itself answers access false).",
  tags: ['landing'],
  covers: ['landing.access-denied'],
  path: '/',
  seed: (state) => {
    state.access.noAccessList = ['PAY_LATER'];
  },
});
