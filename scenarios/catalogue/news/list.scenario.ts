import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'news.list',
  title: 'News: all news and the category filter',
  description:
    'Two dozen articles in six categories, the newest two from the last hours, the rest from the last 30 days. /news leads with the newest; the category chips (Ekonomi, Keuangan, …) filter the list; an article opens on its own screen.',
  tags: ['news'],
  covers: ['news.list'],
  path: '/news',
});
