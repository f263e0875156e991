import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'news.search-empty',
  title: 'News search with an empty result',
  description:
    'The news search opens with "gempa bumi": no article holds both words, so the screen says "Maaf, kami tidak dapat menemukannya" with the way back to all news. Search "Pay Later" or a city to find articles.',
  tags: ['news'],
  covers: ['news.search-empty'],
  path: '/news/search?q=gempa%20bumi',
});
