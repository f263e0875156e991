import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Deal } from '../../../contracts/entities/deals';
import { useScrollRestore } from '../../shared/navigation/use-scroll-restore';
import { DealCard } from './deal-card';

/** Deal cards (the paged list's rows), the scroll kept when a card is opened and closed. */
export function DealList({ deals, today }: { deals: Deal[]; today: string }) {
  const { t } = useTranslation('deals');
  const ref = useScrollRestore<HTMLUListElement>(deals.length > 0);
  return (
    <ul ref={ref} className="deal-list" aria-label={t('list.label')}>
      {deals.map((deal) => (
        <li key={deal.confId}>
          <DealCard deal={deal} today={today} />
        </li>
      ))}
    </ul>
  );
}

/** Cards in the shape of the list while the first page loads (nothing jumps when it arrives). */
export function DealsSkeleton() {
  const { t } = useTranslation('deals');
  return (
    <div className="list-skeleton" aria-busy="true" aria-label={t('list.loadingFirst')}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="deals-skeleton__card">
          <Skeleton animated className="deals-skeleton__pic" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
