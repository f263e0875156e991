import { defineScenario } from '../../define-scenario';
import { DEMO_DEAL, seedDemoDeal } from './deal-seed';

export default defineScenario({
  id: 'deals.detail',
  title: 'Deals: one deal, 50% off, in its period',
  description: `The deal ${DEMO_DEAL} (50% off at its brand, running from 10 days ago to 20 days ahead, minimum spend Rp100.000) opens on its detail: picture, brand and type, "Berlangsung", the period, the merchant and its terms; "Promo lain dari <brand>" lists the brand's deals.`,
  tags: ['deals'],
  covers: ['deals.list'],
  path: `/deals/detail?id=${DEMO_DEAL}`,
  seed: (state) => seedDemoDeal(state),
});
