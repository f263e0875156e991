import { Button, DotLoading, InfiniteScroll, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Deal } from '../../../contracts/entities/deals';
import { useScrollRestore } from '../../shared/navigation/use-scroll-restore';
import { DealCard } from './deal-card';

interface Props {
  deals: Deal[];
  today: string;
  hasMore: boolean;
  loadMore: () => Promise<void>;
}

/** Deal cards, the next page loaded as the end comes into view (a retry when it fails). */
export function DealList({ deals, today, hasMore, loadMore }: Props) {
  const { t } = useTranslation('deals');
  const ref = useScrollRestore<HTMLUListElement>(deals.length > 0);
  return (
    <>
      <ul ref={ref} className="deal-list" aria-label={t('list.label')}>
        {deals.map((deal) => (
          <li key={deal.confId}>
            <DealCard deal={deal} today={today} />
          </li>
        ))}
      </ul>
      <InfiniteScroll hasMore={hasMore} loadMore={loadMore}>
        {(more, failed, retry) =>
          failed ? (
            <Button size="small" fill="outline" color="primary" shape="rounded" onClick={() => void retry()}>
              {t('list.retry')}
            </Button>
          ) : more ? (
            <span role="status" className="deal-list__more">
              {t('list.loading')} <DotLoading />
            </span>
          ) : (
            <span className="deal-list__more" data-testid="deal-list-end">
              {t('loadMore.end', { ns: 'common' })}
            </span>
          )
        }
      </InfiniteScroll>
    </>
  );
}

/** Cards in the shape of the list while the first page loads (nothing jumps when it arrives). */
export function DealsSkeleton() {
  const { t } = useTranslation('deals');
  return (
    <div className="deals-skeleton" aria-busy="true" aria-label={t('list.loadingFirst')}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="deals-skeleton__card">
          <Skeleton animated className="deals-skeleton__pic" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
