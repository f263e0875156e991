import { Skeleton } from 'antd-mobile';
import { CouponOutline, HistogramOutline, RightOutline, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { getSystemTime } from '../../api';
import { yearMonthOf } from '../../shared/lib/month-year';
import { formatPoints } from '../../shared/lib/points';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { StatusTag } from '../../shared/ui/status-tag';
import { PointsRow } from './points-row';
import { usePointsBalance, useRecentPoints } from './use-points';
import { QueryFrame } from '../../shared/ui/query-frame';
import '../../shared/ui/lists.css';
import './points.css';

const RECENT = 3;

/** The newest entries, with the way to the whole history. */
function Recent() {
  const { t } = useTranslation('points');
  const nav = useAppNavigate();
  const today = getSystemTime();
  const recent = useRecentPoints(today ? yearMonthOf(today) : undefined, RECENT);
  return (
    <Card
      title={t('recent.title')}
      testId="points-recent"
      aside={
        <button type="button" className="pt-link" onClick={() => nav.push(ROUTES.POINTS_HISTORY)}>
          {t('recent.all')}
        </button>
      }
    >
      {recent.isPending ? (
        <Skeleton.Paragraph lineCount={RECENT} animated />
      ) : recent.data && recent.data.length > 0 ? (
        <ul className="divided-list pt-list">
          {recent.data.map((entry) => (
            <li key={entry.scoreId}>
              <PointsRow entry={entry} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="pt-hint">{recent.error ? t('recent.failed') : t('recent.none')}</p>
      )}
    </Card>
  );
}

/**
 * ROUTES.POINTS: the points balance (point_bal): available points large, yesterday's earned points under
 * them, what is held and what lapses tomorrow; the newest history; the ways to membership and coupons.
 */
export default function PointsPage() {
  const { t, i18n } = useTranslation('points');
  const nav = useAppNavigate();
  const balance = usePointsBalance();
  useBackOr(ROUTES.WALLET_HOME);

  return (
    <QueryFrame query={balance}>
      {(data) => {
        const yesterday = Number(data.yesterdayEarnScore);
        const lapsing = Number(data.nextDayExpScore);
        const held = Number(data.freezeScoreAmount);
        const entries = [
          {
            route: ROUTES.POINTS_HISTORY,
            icon: <HistogramOutline />,
            title: t('entries.history'),
            note: t('entries.historyNote'),
          },
          {
            route: ROUTES.MEMBERSHIP,
            icon: <StarOutline />,
            title: t('entries.membership'),
            note: t('entries.membershipNote'),
          },
          {
            route: ROUTES.COUPON_CENTRE,
            icon: <CouponOutline />,
            title: t('entries.coupons'),
            note: t('entries.couponsNote'),
          },
        ];

        return (
          <Screen testId="points-page" className="pt">
            <Card className="card--stack pt-hero">
              <Hero
                label={t('balance.available')}
                amount={t('balance.amount', { points: formatPoints(data.avlScoreAmount, i18n.language) })}
                testId="points-available"
                note={
                  <span data-testid="points-yesterday">
                    {yesterday > 0
                      ? t('balance.yesterday', { points: formatPoints(yesterday, i18n.language) })
                      : t('balance.yesterdayNone')}
                  </span>
                }
              />
              <Rows
                label={t('balance.details')}
                rows={[
                  {
                    label: t('balance.total'),
                    value: t('balance.amount', { points: formatPoints(data.allScoreAmount, i18n.language) }),
                    testId: 'points-total',
                  },
                  {
                    label: t('balance.held'),
                    note: held > 0 ? t('balance.heldNote') : undefined,
                    value: t('balance.amount', { points: formatPoints(held, i18n.language) }),
                    testId: 'points-held',
                  },
                ]}
              />
              {lapsing > 0 ? (
                <div className="pt-lapsing" data-testid="points-lapsing">
                  <StatusTag tone="due-soon">{t('balance.lapsingTag')}</StatusTag>
                  <span>{t('balance.lapsing', { points: formatPoints(lapsing, i18n.language) })}</span>
                </div>
              ) : null}
              <p className="pt-hint">{t('balance.validity')}</p>
            </Card>
            <Recent />
            <Card>
              <ul className="pt-entries" aria-label={t('entries.label')}>
                {entries.map((entry) => (
                  <li key={entry.route}>
                    <button type="button" className="pt-entry" onClick={() => nav.push(entry.route)}>
                      <span className="list-icon pt-entry__icon" aria-hidden="true">
                        {entry.icon}
                      </span>
                      <span className="pt-entry__text">
                        <span className="pt-entry__title">{entry.title}</span>
                        <span className="pt-entry__note">{entry.note}</span>
                      </span>
                      <RightOutline className="pt-entry__chevron" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </Card>
            <BottomAction onClick={() => nav.push(ROUTES.POINTS_HISTORY)} testId="points-history-action">
              {t('balance.seeHistory')}
            </BottomAction>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
