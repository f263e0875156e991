import { Collapse, ProgressBar } from 'antd-mobile';
import { CheckCircleFill, GiftOutline, StarFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/lib/dates';
import { formatPercent } from '../../shared/lib/money';
import { formatPoints } from '../../shared/lib/points';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Card, Screen } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { levelTrack, levelView, type MemberLevel, type Membership } from './membership-view';
import { useMembership } from './use-membership';
import { QueryFrame } from '../../shared/ui/query-frame';
import './membership.css';

/** A level's range in points: '0 - 1.999.999 poin', or 'from 5.000.000 poin' for the top one. */
function useRange() {
  const { t, i18n } = useTranslation('membership');
  return (level: MemberLevel) =>
    level.accumEnd === '-1'
      ? t('range.from', { start: formatPoints(level.accumStart, i18n.language) })
      : t('range.between', {
          start: formatPoints(level.accumStart, i18n.language),
          end: formatPoints(level.accumEnd, i18n.language),
        });
}

/** The level's benefits as the bank answers them: name and sketch, the detail on a tap. */
function Benefits({ level, testId, title }: { level: MemberLevel; testId: string; title: string }) {
  return (
    <Card title={title} icon={<GiftOutline />} testId={testId}>
      <Collapse className="mb-benefits">
        {level.allRaiConfList.map((benefit) => (
          <Collapse.Panel
            key={benefit.mbrRaiNo}
            title={
              <span className="mb-benefit" data-testid="member-benefit">
                <span className="mb-benefit__name">{benefit.legalRightName}</span>
                <span className="mb-benefit__sketch">{benefit.legalRightSketch}</span>
              </span>
            }
          >
            <p className="mb-benefit__detail">{benefit.legalRightDetail}</p>
          </Collapse.Panel>
        ))}
      </Collapse>
    </Card>
  );
}

/** Where the member stands: the level, the points collected, the way to the next level or the top. */
function Status({ membership }: { membership: Membership }) {
  const { t, i18n } = useTranslation('membership');
  const view = levelView(membership);
  return (
    <Card className="mb-status" testId="member-status">
      <p className="mb-status__label">{t('status.label')}</p>
      <p className="mb-status__level" data-testid="member-level">
        <StarFill className="mb-status__icon" aria-hidden="true" />
        {view.current.mbrLevelName}
      </p>
      <p className="mb-status__points" data-testid="member-points">
        {t('status.points', { points: formatPoints(view.accumSum, i18n.language) })}
      </p>
      {/* antd's bar has no role of its own: the progress is told by this wrapper. */}
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.progress}
        aria-label={t('status.progress', { percent: formatPercent(view.progress, i18n.language) })}
      >
        <ProgressBar className="mb-progress" percent={view.progress} />
      </div>
      {view.isTop ? (
        <p className="mb-status__next mb-status__next--top" data-testid="member-top">
          <CheckCircleFill aria-hidden="true" /> {t('status.top', { level: view.current.mbrLevelName })}
        </p>
      ) : (
        <p className="mb-status__next" data-testid="member-next">
          {t('status.toNext', {
            points: formatPoints(view.toNext, i18n.language),
            level: view.next?.mbrLevelName ?? '',
          })}
        </p>
      )}
      <p className="mb-hint" data-testid="member-valid">
        {t('status.valid', { date: formatDate(membership.mbrLevelValid, i18n.language) })}
      </p>
    </Card>
  );
}

/** Every level lowest first, with the 'you are here' marker on the member's. */
function Track({ membership }: { membership: Membership }) {
  const { t } = useTranslation('membership');
  const range = useRange();
  return (
    <Card title={t('track.title')} testId="member-track">
      <ol className="mb-track">
        {levelTrack(membership).map(({ level, here, reached }) => (
          <li
            key={level.mbrLevelId}
            className={`mb-step${here ? ' mb-step--here' : ''}${reached ? ' mb-step--reached' : ''}`}
            aria-current={here ? 'step' : undefined}
            data-testid="member-step"
            data-level={level.mbrLevelName}
          >
            <span className="mb-step__dot" aria-hidden="true" />
            <span className="mb-step__name">{level.mbrLevelName}</span>
            <span className="mb-step__range">{range(level)}</span>
            {here ? (
              <span className="mb-step__here" data-testid="member-here">
                {t('track.here')}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

/**
 * ROUTES.MEMBERSHIP (member_right_lvl): the member's level and points, the points needed for the next level
 * (or the highest-level message), the levels with a 'you are here' marker, and the benefits of the current
 * and the next level as the bank answers them.
 */
export default function MembershipPage() {
  const { t } = useTranslation('membership');
  const nav = useAppNavigate();
  const membership = useMembership();
  useBackOr(ROUTES.WALLET_HOME);

  return (
    <QueryFrame query={membership}>
      {(data) => {
        const view = levelView(data);
        return (
          <Screen testId="membership-page" className="mb">
            <Status membership={data} />
            <Track membership={data} />
            <Benefits
              level={view.current}
              testId="member-benefits-current"
              title={t('benefits.current', { level: view.current.mbrLevelName })}
            />
            {view.next ? (
              <Benefits
                level={view.next}
                testId="member-benefits-next"
                title={t('benefits.next', { level: view.next.mbrLevelName })}
              />
            ) : null}
            <div className="mb-links">
              <TextLink onClick={() => nav.push(ROUTES.POINTS)}>{t('links.points')}</TextLink>
              <TextLink onClick={() => nav.push(ROUTES.COUPON_CENTRE)}>{t('links.coupons')}</TextLink>
            </div>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
