import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'deals.list',
  title: 'Deals: the running deals, by type and order',
  description:
    'Two dozen deals of twelve brands dated around the session start: three ended, one starting in 2 days, one ending today (its card says "Berakhir hari ini"), one waiting for approval (never shown), the rest running. /deals lists the running ones 10 a page, newest first; the type chips and "Segera berakhir" filter and order them; a card opens its detail. Move the clock 3 days to see the upcoming deal start and the one ending today disappear.',
  tags: ['deals'],
  covers: ['deals.list'],
  path: '/deals',
});
