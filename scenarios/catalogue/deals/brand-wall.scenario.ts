import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'deals.brand-wall',
  title: 'Brand wall: brands by type and section',
  description:
    'Twelve brands in six deal types: each type is a tab, its brands in the sections "Populer" and "Baru di Allo". A tile opens the brand’s running deals at the route the bank gives (/deals?brandMctIds=…).',
  tags: ['deals'],
  covers: ['brand.wall'],
  path: '/brands',
});
