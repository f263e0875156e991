import type { NewsItem } from '../../contracts/entities/news';
import type { BankState } from '../../scenarios';
import { NEWS_CATEGORIES, type NewsRecord } from '../state/content';
import { toTimestamp } from '../core/clock';
import type { HandlerMap } from '../core/handler';
import { imageOf } from './content-images';
import { byKey } from './wallet-paging';

const HEADLINES = 5;
const MOST_POPULAR = 5;

function newsView(news: NewsRecord): NewsItem {
  return {
    newsId: news.newsId,
    source: news.source,
    images: Array.from({ length: news.images }, (_, i) =>
      imageOf(i === 0 ? news.title : news.source, news.color, 640, 360),
    ),
    date: news.date,
    namaparent: NEWS_CATEGORIES.find((c) => c.category === news.category)?.name ?? '',
    url: `/news/${news.newsId}`,
    title: news.title,
    subtitle: news.subtitle,
    summary: news.summary,
  };
}

/** News published by now, newest first. */
function publishedNews(state: BankState, now: number): NewsRecord[] {
  const stamp = toTimestamp(now);
  return state.content.news
    .filter((n) => n.date <= stamp)
    .sort(
      byKey(
        (n) => n.date,
        (n) => n.newsId,
        true,
      ),
    );
}

export const newsHandlers: HandlerMap = {
  newsTop: (_request, { state, now }) => {
    const news = publishedNews(state, now);
    return {
      headlines: news.slice(0, HEADLINES).map(newsView),
      most_popular: [...news]
        .sort(
          byKey(
            (n) => n.views,
            (n) => n.newsId,
            true,
          ),
        )
        .slice(0, MOST_POPULAR)
        .map(newsView),
    };
  },

  newsAll: (request, { state, now }) => {
    const items = publishedNews(state, now)
      .filter((n) => !request.category || n.category === request.category)
      .map(newsView);
    return {
      headlines: items.slice(0, 3),
      items,
      metadata: { current_page: '1', total_page: items.length ? '1' : '0' },
    };
  },

  /** Every word of the query must appear in the title, subtitle or summary. */
  newsSearch: (request, ctx) => {
    const words = request.query.toLowerCase().split(/\s+/).filter(Boolean);
    const source = request.source?.trim().toLowerCase() ?? '';
    const found = publishedNews(ctx.state, ctx.now)
      .filter((n) => !request.category || n.category === request.category)
      .filter((n) => !source || n.source.toLowerCase() === source)
      .filter((n) => {
        const text = `${n.title} ${n.subtitle} ${n.summary}`.toLowerCase();
        return words.every((w) => text.includes(w));
      });
    if (!found.length) ctx.note('news-search:no-result');
    const page = Number(request.page);
    const limit = Number(request.limit);
    return {
      items: found.slice((page - 1) * limit, page * limit).map(newsView),
      metadata: { current_page: String(page), total_page: String(Math.ceil(found.length / limit)) },
    };
  },

  newsCategories: () => ({ categories: NEWS_CATEGORIES.map((c) => ({ ...c })) }),
};
