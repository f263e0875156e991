import { DotLoading, InfiniteScroll, Tabs } from 'antd-mobile';
import { CouponOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { EmptyState } from '../../shared/ui/empty-state';
import { CouponCard } from './coupon-card';
import { useCoupons, type CouponTab } from './use-paylater-home';
import { QueryFrame } from '../../shared/ui/query-frame';
import './paylater-home.css';

/** One tab: the coupons page by page, or the empty illustration with its text and a way back. */
function CouponList({ tab }: { tab: CouponTab }) {
  const { t } = useTranslation('paylaterHome');
  const nav = useAppNavigate();
  const coupons = useCoupons(tab);
  return (
    <QueryFrame query={coupons}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.equityList);
        if (items.length === 0) {
          return (
            <EmptyState
              testId={`coupons-empty-${tab}`}
              icon={<CouponOutline />}
              title={
                tab === 'available' ? t('coupons.empty.availableTitle') : t('coupons.empty.expiredTitle')
              }
              body={tab === 'available' ? t('coupons.empty.availableBody') : t('coupons.empty.expiredBody')}
              action={{
                label: t('coupons.empty.action'),
                onClick: () => nav.replace(ROUTES.PAY_LATER_HOME),
                primary: true,
              }}
            />
          );
        }
        return (
          <div className="ph-coupons__list" data-testid={`coupons-${tab}`}>
            {items.map((coupon) => (
              <CouponCard key={coupon.equityNo} coupon={coupon} />
            ))}
            <InfiniteScroll
              hasMore={coupons.hasNextPage}
              loadMore={async () => {
                await coupons.fetchNextPage();
              }}
            >
              {coupons.hasNextPage ? (
                <span role="status">
                  {t('coupons.loading')} <DotLoading />
                </span>
              ) : (
                <span className="ph-coupons__end">{t('loadMore.end', { ns: 'common' })}</span>
              )}
            </InfiniteScroll>
          </div>
        );
      }}
    </QueryFrame>
  );
}

/** Pay Later coupons (ROUTES.PAY_LATER_COUPONS): available and expired tabs (core/account/query/coupon). */
export default function CouponsPage() {
  const { t } = useTranslation('paylaterHome');
  const nav = useAppNavigate();
  const [tab, setTab] = useState<CouponTab>('available');
  useBackHandler(useCallback(() => nav.replace(ROUTES.PAY_LATER_HOME), [nav]));
  return (
    <div className="ph ph-coupons">
      <Tabs activeKey={tab} onChange={(key) => setTab(key as CouponTab)} className="ph-coupons__tabs">
        <Tabs.Tab title={t('coupons.tabs.available')} key="available">
          <CouponList tab="available" />
        </Tabs.Tab>
        <Tabs.Tab title={t('coupons.tabs.expired')} key="expired">
          <CouponList tab="expired" />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
