import { useTranslation } from 'react-i18next';
import type { Deal } from '../../../contracts/entities/deals';
import { formatDate } from '../../shared/lib/dates';
import { AppLink } from '../../shared/ui/app-link';
import { dealPath, timingOf, type DealTiming } from './deals-view';

/** When a deal runs, in words: the end date, or that it ends today or in a few days. */
export function TimingText({ timing }: { timing: DealTiming }) {
  const { t, i18n } = useTranslation('deals');
  switch (timing.kind) {
    case 'upcoming':
      return <>{t('timing.startsOn', { date: formatDate(timing.date, i18n.language) })}</>;
    case 'ended':
      return <>{t('timing.ended')}</>;
    case 'ends-today':
      return <>{t('timing.endsToday')}</>;
    case 'ends-soon':
      return <>{t('timing.endsInDays', { days: timing.days })}</>;
    case 'running':
      return <>{t('timing.until', { date: formatDate(timing.date, i18n.language) })}</>;
  }
}

/** One deal in a list: its picture, brand and type, name, and until when it runs. */
export function DealCard({ deal, today }: { deal: Deal; today: string }) {
  const timing = timingOf(deal, today);
  const soon = timing.kind === 'ends-today' || timing.kind === 'ends-soon';
  return (
    <AppLink to={dealPath(deal.confId)} className="list-card deal-card" testId="deal-card">
      <img className="deal-card__pic" src={deal.salePic} alt="" width={686} height={320} loading="lazy" />
      <span className="deal-card__body">
        <span className="deal-card__meta" data-testid="deal-card-meta">
          {deal.brandMctName} · {deal.typeName}
        </span>
        <span className="deal-card__name" data-testid="deal-card-name">
          {deal.actName}
        </span>
        <span
          className={`deal-card__timing${soon ? ' deal-card__timing--soon' : ''}`}
          data-testid="deal-card-timing"
        >
          <TimingText timing={timing} />
        </span>
      </span>
    </AppLink>
  );
}
