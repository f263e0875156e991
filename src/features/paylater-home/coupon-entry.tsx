import { CouponOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useAvailableCouponCount } from './use-paylater-home';

/** The way to the coupons (available and expired tabs), with how many are available now. */
export function CouponEntry() {
  const { t } = useTranslation('paylaterHome');
  const nav = useAppNavigate();
  const count = useAvailableCouponCount();
  const value = count.data ? t('couponEntry.available', { count: count.data }) : t('couponEntry.none');
  return (
    <section className="ph-rows" aria-labelledby="ph-rows-coupons">
      <button
        type="button"
        className="ph-row"
        onClick={() => nav.push(ROUTES.PAY_LATER_COUPONS)}
        data-testid="home-coupons"
      >
        <span className="icon-tile ph-row__icon" aria-hidden="true">
          <CouponOutline />
        </span>
        <span className="ph-row__title" id="ph-rows-coupons">
          {t('couponEntry.title')}
        </span>
        <span className="ph-row__value">{value}</span>
        <RightOutline className="ph-row__chevron" aria-hidden="true" />
      </button>
    </section>
  );
}
