import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'landing.feature-not-open',
  title: 'Pay Later on the access config noOpenList',
  description:
    "get/access_config answers noOpenList ['PAY_LATER']: the landing does not open the apply screen and says Pay Later is not open yet; the wallet and the rest of the app still work. With 'PAY_LATER' (or the marketing channel) in noAccessList instead, the landing sends the visitor to the download page, as landing.access-denied.",
  tags: ['landing'],
  covers: ['landing.feature-not-open'],
  path: '/',
  seed: (state) => {
    state.access.noOpenList = ['PAY_LATER'];
  },
});
