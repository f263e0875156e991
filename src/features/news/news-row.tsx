import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '../../../contracts/entities/news';
import { formatDate } from '../../shared/lib/dates';
import { AppLink } from '../../shared/ui/app-link';
import { newsDetailPath } from './news-view';

/** Source and date of an article: 'Kabar Kota · 21 Nov 2026'. */
export function NewsMeta({ item }: { item: NewsItem }) {
  const { i18n } = useTranslation('news');
  return (
    <>
      {item.source} · {formatDate(item.date.slice(0, 8), i18n.language)}
    </>
  );
}

/** A part of an article's row: its class and test id follow its name. */
function RowPart({ name, children }: { name: 'category' | 'title' | 'meta'; children: ReactNode }) {
  return (
    <span className={`news-row__${name}`} data-testid={`news-row-${name}`}>
      {children}
    </span>
  );
}

/** One article in a list: title, category, source and date, its picture at the right. */
export function NewsRow({ item }: { item: NewsItem }) {
  return (
    <AppLink to={newsDetailPath(item)} className="news-row" testId="news-row">
      <span className="news-row__text">
        <RowPart name="category">{item.namaparent}</RowPart>
        <RowPart name="title">{item.title}</RowPart>
        <RowPart name="meta">
          <NewsMeta item={item} />
        </RowPart>
      </span>
      {item.images[0] ? (
        <img className="news-row__pic" src={item.images[0]} alt="" width={96} height={72} loading="lazy" />
      ) : null}
    </AppLink>
  );
}

/** The lead story: its picture wide, title and subtitle under it. */
export function NewsLead({ item }: { item: NewsItem }) {
  return (
    <AppLink to={newsDetailPath(item)} className="list-card news-lead" testId="news-lead">
      {item.images[0] ? (
        <img className="news-lead__pic" src={item.images[0]} alt="" width={640} height={360} />
      ) : null}
      <span className="news-lead__body">
        <span className="news-row__category">{item.namaparent}</span>
        <span className="news-lead__title" data-testid="news-lead-title">
          {item.title}
        </span>
        <span className="news-lead__subtitle">{item.subtitle}</span>
        <span className="news-row__meta">
          <NewsMeta item={item} />
        </span>
      </span>
    </AppLink>
  );
}

export function NewsList({ items, label }: { items: NewsItem[]; label: string }) {
  return (
    <ul className="list-card news-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.url}>
          <NewsRow item={item} />
        </li>
      ))}
    </ul>
  );
}

/** The shape of a list while it loads (nothing jumps when it arrives). */
export function NewsSkeleton() {
  const { t } = useTranslation('news');
  return (
    <div className="list-skeleton" aria-busy="true" aria-label={t('list.loading')}>
      <Skeleton animated className="news-skeleton__lead" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} animated className="news-skeleton__row" />
      ))}
    </div>
  );
}
