import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { createSearchParams } from 'react-router';
import { formatDate } from '../../shared/lib/dates';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { SectionHead } from './section-head';
import { useTopNews } from './use-wallet';
import '../../shared/ui/lists.css';

/** Must Read News: the latest three headlines, each opening the article, and all news. */
export function HomeNews() {
  const { t, i18n } = useTranslation('wallet');
  const nav = useAppNavigate();
  const news = useTopNews();
  const list = news.data?.slice(0, 3) ?? [];
  if (news.isSuccess && list.length === 0) return null;
  return (
    <section className="wl-section" aria-labelledby="wl-news-title" data-testid="wallet-news">
      <SectionHead
        id="wl-news-title"
        title={t('news.title')}
        more={t('seeAll')}
        moreLabel={t('news.all')}
        onMore={() => nav.push(ROUTES.NEWS)}
        testId="wallet-news-all"
      />
      {news.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : news.error ? (
        <p className="wl-section__empty">{t('home.unavailable')}</p>
      ) : (
        <ul className="divided-list wl-list">
          {list.map((item) => (
            <li key={item.url}>
              <button
                type="button"
                className="wl-news"
                onClick={() =>
                  nav.push(`${ROUTES.NEWS_DETAIL}?${createSearchParams({ url: item.url }).toString()}`)
                }
                data-testid="wallet-news-item"
              >
                {item.images[0] ? (
                  <img className="wl-news__pic" src={item.images[0]} alt="" loading="lazy" />
                ) : null}
                <span className="wl-news__text">
                  <span className="wl-news__title">{item.title}</span>
                  <span className="wl-news__meta">
                    {item.namaparent} · {formatDate(item.date.slice(0, 8), i18n.language)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
