import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/lib/dates';
import { formatPointsChange } from '../../shared/lib/points';
import { toneOf, type PointsEntry } from './points-view';

/** One entry of the history: what (category and the bank's remark), when, and the points with their sign. */
export function PointsRow({ entry }: { entry: PointsEntry }) {
  const { t, i18n } = useTranslation('points');
  const tone = toneOf(entry);
  return (
    <div className="pt-row" data-testid="points-entry" data-category={entry.category}>
      <span className={`pt-row__dot pt-row__dot--${tone}`} aria-hidden="true" />
      <span className="pt-row__what">
        <span className="pt-row__title">{t(`category.${entry.category}`)}</span>
        {entry.remark ? <span className="pt-row__remark">{entry.remark}</span> : null}
        <span className="pt-row__when">{formatDateTime(entry.transTime, i18n.language)}</span>
      </span>
      <span className={`pt-row__amount pt-row__amount--${tone}`} data-testid="points-entry-amount">
        {t('entry.points', { points: formatPointsChange(entry.scoreAmount, i18n.language) })}
      </span>
    </div>
  );
}
