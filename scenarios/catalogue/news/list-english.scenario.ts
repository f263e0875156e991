import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'news.list-english',
  title: 'News in English',
  description:
    'The news.list state on a phone set to en-US: the categories (Economy, Finance, …) and the articles read in English.',
  tags: ['news', 'lang'],
  covers: ['news.list'],
  path: '/news',
  seed: (state) => {
    state.device.locale = 'en-US';
  },
});
