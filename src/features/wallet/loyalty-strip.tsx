import { Skeleton } from 'antd-mobile';
import { CouponOutline, GiftOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../shared/lib/points';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { usePointsBalance, useUnusedCouponCount } from './use-wallet';

function Tile(props: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: ReactNode;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className="wl-tile" onClick={props.onClick} data-testid={props.testId}>
      <span className="wl-tile__head">
        <span className="wl-tile__icon" aria-hidden="true">
          {props.icon}
        </span>
        <span className="wl-tile__label">{props.label}</span>
        <RightOutline className="wl-tile__chevron" aria-hidden="true" />
      </span>
      <span className="wl-tile__value">{props.value}</span>
      {props.note ? <span className="wl-tile__note">{props.note}</span> : null}
    </button>
  );
}

/** Points with yesterday's earned points, and the coupons held: each opens its own screen. */
export function LoyaltyStrip() {
  const { t, i18n } = useTranslation('wallet');
  const nav = useAppNavigate();
  const points = usePointsBalance();
  const coupons = useUnusedCouponCount();
  const loading = <Skeleton.Paragraph lineCount={1} animated className="wl-tile__skeleton" />;
  const yesterday = Number(points.data?.yesterdayEarnScore ?? 0);
  return (
    <div className="two-columns wl-tiles" data-testid="wallet-loyalty">
      <Tile
        icon={<GiftOutline />}
        label={t('home.points')}
        value={
          points.data ? (
            <span data-testid="wallet-points">
              <span className="wl-tile__figure">
                {formatPoints(points.data.avlScoreAmount, i18n.language)}
              </span>{' '}
              <span className="wl-tile__unit">
                {t('home.pointsUnit', { count: Number(points.data.avlScoreAmount) })}
              </span>
            </span>
          ) : points.error ? (
            t('home.unavailable')
          ) : (
            loading
          )
        }
        note={
          points.data ? (
            <span
              data-testid="wallet-points-yesterday"
              className={yesterday > 0 ? 'wl-tile__note--up' : undefined}
            >
              {yesterday > 0
                ? t('home.pointsYesterday', {
                    points: formatPoints(yesterday, i18n.language),
                    count: yesterday,
                  })
                : t('home.pointsYesterdayNone')}
            </span>
          ) : undefined
        }
        onClick={() => nav.push(ROUTES.POINTS)}
        testId="wallet-points-entry"
      />
      <Tile
        icon={<CouponOutline />}
        label={t('home.coupons')}
        value={
          coupons.data !== undefined ? (
            <span data-testid="wallet-coupons">
              <span className="wl-tile__figure">{coupons.data}</span>{' '}
              <span className="wl-tile__unit">{t('home.couponsUnit', { count: coupons.data })}</span>
            </span>
          ) : coupons.error ? (
            t('home.unavailable')
          ) : (
            loading
          )
        }
        note={t('home.couponsNote')}
        onClick={() => nav.push(ROUTES.COUPON_CENTRE)}
        testId="wallet-coupons-entry"
      />
    </div>
  );
}
