import { Skeleton } from 'antd-mobile';
import { CouponOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { createSearchParams } from 'react-router';
import { formatDate } from '../../shared/lib/dates';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { SectionHead } from './section-head';
import { useRecommendations } from './use-wallet';
import '../../shared/ui/lists.css';

/** Top recommendations: the coupons the bank puts on the home page, each opening the coupon; all in the centre. */
export function Recommendations() {
  const { t, i18n } = useTranslation('wallet');
  const nav = useAppNavigate();
  const coupons = useRecommendations();
  const list = coupons.data?.slice(0, 3) ?? [];
  if (coupons.isSuccess && list.length === 0) return null;
  const all = () => nav.push(ROUTES.COUPON_CENTRE);
  return (
    <section className="wl-section" aria-labelledby="wl-reco-title" data-testid="wallet-recommendations">
      <SectionHead
        id="wl-reco-title"
        title={t('reco.title')}
        more={t('seeAll')}
        moreLabel={t('reco.all')}
        onMore={all}
        testId="wallet-reco-all"
      />
      {coupons.isPending ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : coupons.error ? (
        <p className="wl-section__empty">{t('home.unavailable')}</p>
      ) : (
        <ul className="divided-list wl-list">
          {list.map((coupon) => (
            <li key={coupon.couponId}>
              <button
                type="button"
                className="wl-reco"
                onClick={() =>
                  nav.push(
                    `${ROUTES.COUPON_DETAIL}?${createSearchParams({ id: coupon.couponId }).toString()}`,
                  )
                }
                data-testid="wallet-reco"
              >
                <span className="icon-tile wl-reco__icon" aria-hidden="true">
                  <CouponOutline />
                </span>
                <span className="wl-reco__text">
                  <span className="wl-reco__title">{coupon.couponTitle}</span>
                  <span className="wl-reco__meta">
                    {coupon.mctName} ·{' '}
                    {t('reco.until', { date: formatDate(coupon.upEndDate, i18n.language) })}
                  </span>
                </span>
                <RightOutline className="wl-reco__chevron" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
