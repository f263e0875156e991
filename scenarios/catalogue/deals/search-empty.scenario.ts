import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'deals.search-empty',
  title: 'Deal search finds nothing: check the spelling',
  description:
    'The deal search opens with the misspelt keyword "sepatuu": no running deal holds it, so the screen says "Maaf, kami tidak dapat menemukannya" and asks to check the spelling (spec section 8). Search "sepatu" (or a brand name) to find deals.',
  tags: ['deals'],
  covers: ['deals.search-empty'],
  path: '/deals/search?q=sepatuu',
});
