import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/lib/dates';
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
        <span className="pt-row__when">
          {t('entry.when', {
            date: formatDate(entry.transTime.slice(0, 8), i18n.language),
            time: `${entry.transTime.slice(8, 10)}:${entry.transTime.slice(10, 12)}`,
          })}
        </span>
      </span>
      <span className={`pt-row__amount pt-row__amount--${tone}`} data-testid="points-entry-amount">
        {t('entry.points', { points: formatPointsChange(entry.scoreAmount) })}
      </span>
    </div>
  );
}
