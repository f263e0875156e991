import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/lib/dates';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { EmptyState } from '../../shared/ui/empty-state';
import { Card, Screen } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { findArticle, newsListPath } from './news-view';
import { useAllNews, useNewsCategories } from './use-news';
import { QueryFrame } from '../../shared/ui/query-frame';
import './news.css';

/**
 * ROUTES.NEWS_DETAIL (?url=): one article, found by its address among the bank's news (the spec names
 * no article call): category, title, source and time, pictures and the story.
 */
export default function DetailPage() {
  const { t, i18n } = useTranslation('news');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const url = search.get('url') ?? '';
  const news = useAllNews(null);
  const categories = useNewsCategories();
  useBackOr(ROUTES.NEWS);
  return (
    <QueryFrame query={news}>
      {(data) => {
        const item = findArticle(data.items, url);
        if (!item) {
          return (
            <Screen testId="news-not-found">
              <Card>
                <EmptyState
                  title={t('detail.notFoundTitle')}
                  body={t('detail.notFoundBody')}
                  action={{ label: t('list.allNews'), onClick: () => nav.replace(ROUTES.NEWS) }}
                />
              </Card>
            </Screen>
          );
        }
        // The article names its category; the list is filtered by the category's id.
        const category =
          categories.data?.categories.find((c) => c.name === item.namaparent)?.category ?? null;
        return (
          <Screen testId="news-detail" className="news-detail">
            <article className="news-article" aria-labelledby="news-article-title">
              <p className="news-row__category" data-testid="news-category">
                {item.namaparent}
              </p>
              <h2 className="news-article__title" id="news-article-title" data-testid="news-title">
                {item.title}
              </h2>
              <p className="news-article__subtitle">{item.subtitle}</p>
              <p className="news-article__meta" data-testid="news-meta">
                {item.source} · {formatDateTime(item.date, i18n.language, 'long')}
              </p>
              {item.images[0] ? (
                <img className="news-article__pic" src={item.images[0]} alt="" width={640} height={360} />
              ) : null}
              <p className="news-article__body" data-testid="news-summary">
                {item.summary}
              </p>
            </article>
            <TextLink onClick={() => nav.push(newsListPath(category))} testId="news-more">
              {t('detail.more', { category: item.namaparent })}
            </TextLink>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
