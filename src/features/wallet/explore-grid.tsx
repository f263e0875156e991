import {
  BankcardOutline,
  CouponOutline,
  FireFill,
  GiftOutline,
  QuestionCircleOutline,
  SetOutline,
  StarOutline,
  ContentOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';

/** Allo Explore: the doors to every other area of the product, each a route of ROUTES. */
const ENTRIES = [
  { key: 'payLater', icon: <BankcardOutline />, to: ROUTES.PAY_LATER_HOME },
  { key: 'deals', icon: <FireFill />, to: ROUTES.DEALS },
  { key: 'news', icon: <ContentOutline />, to: ROUTES.NEWS },
  { key: 'coupons', icon: <CouponOutline />, to: ROUTES.COUPON_CENTRE },
  { key: 'points', icon: <GiftOutline />, to: ROUTES.POINTS },
  { key: 'membership', icon: <StarOutline />, to: ROUTES.MEMBERSHIP },
  { key: 'help', icon: <QuestionCircleOutline />, to: ROUTES.HELP },
  { key: 'settings', icon: <SetOutline />, to: ROUTES.SETTINGS },
] as const satisfies ReadonlyArray<{ key: string; icon: ReactNode; to: string }>;

export function ExploreGrid() {
  const { t } = useTranslation('wallet');
  const nav = useAppNavigate();
  return (
    <section className="wl-section" aria-labelledby="wl-explore-title" data-testid="wallet-explore">
      <h2 className="wl-section__title" id="wl-explore-title">
        {t('explore.title')}
      </h2>
      <ul className="wl-explore">
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className="wl-explore__item"
              onClick={() => nav.push(entry.to)}
              data-testid={`wallet-explore-${entry.key}`}
            >
              <span className="icon-tile wl-explore__icon" aria-hidden="true">
                {entry.icon}
              </span>
              <span className="wl-explore__label">{t(`explore.${entry.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
