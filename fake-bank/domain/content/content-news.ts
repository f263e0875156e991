import type { Lang } from '../../../contracts';
import type { NewsItem } from '../../../contracts/entities/news';
import type { BankState } from '../../model/bank-state';
import type { NewsRecord } from '../../model/content';
import { toTimestamp } from '../../kernel/clock';
import type { HandlerMap } from '../../kernel/handler';
import { newsImagesOf } from './content-images';
import { newsCategories, newsTexts } from './content-texts';
import { byKey } from '../common/paging';

const HEADLINES = 5;
const MOST_POPULAR = 5;

/** The article's address: the client opens it with NEWS_DETAIL ?url=. */
export const newsUrl = (newsId: string) => `/news/${newsId}`;

function newsView(news: NewsRecord, lang: Lang): NewsItem {
  const texts = newsTexts(news, lang);
  return {
    newsId: news.newsId,
    source: news.source,
    images: newsImagesOf(news),
    date: news.date,
    namaparent: texts.categoryName,
    url: newsUrl(news.newsId),
    title: texts.title,
    subtitle: texts.subtitle,
    summary: texts.summary,
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
  newsTop: (_request, { state, now, lang }) => {
    const news = publishedNews(state, now);
    const view = (n: NewsRecord) => newsView(n, lang);
    return {
      headlines: news.slice(0, HEADLINES).map(view),
      most_popular: [...news]
        .sort(
          byKey(
            (n) => n.views,
            (n) => n.newsId,
            true,
          ),
        )
        .slice(0, MOST_POPULAR)
        .map(view),
    };
  },

  newsAll: (request, { state, now, lang }) => {
    const items = publishedNews(state, now)
      .filter((n) => !request.category || n.category === request.category)
      .map((n) => newsView(n, lang));
    return {
      headlines: items.slice(0, 3),
      items,
      metadata: { current_page: '1', total_page: items.length ? '1' : '0' },
    };
  },

  /** Every word of the query must appear in the title, subtitle or summary, in the caller's language. */
  newsSearch: (request, ctx) => {
    const words = request.query.toLowerCase().split(/\s+/).filter(Boolean);
    const source = request.source?.trim().toLowerCase() ?? '';
    const found = publishedNews(ctx.state, ctx.now)
      .filter((n) => !request.category || n.category === request.category)
      .filter((n) => !source || n.source.toLowerCase() === source)
      .map((n) => newsView(n, ctx.lang))
      .filter((n) => {
        const text = `${n.title} ${n.subtitle} ${n.summary}`.toLowerCase();
        return words.every((w) => text.includes(w));
      });
    if (!found.length) ctx.note('news-search:no-result');
    const page = Number(request.page);
    const limit = Number(request.limit);
    return {
      items: found.slice((page - 1) * limit, page * limit),
      metadata: { current_page: String(page), total_page: String(Math.ceil(found.length / limit)) },
    };
  },

  newsCategories: (_request, { lang }) => ({ categories: newsCategories(lang) }),
};
