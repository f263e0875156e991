import { Tabs } from 'antd-mobile';
import { CouponOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { EmptyState } from '../../shared/ui/empty-state';
import { CouponList } from './coupon-list';
import { MINE_TABS, tabOfSearch, type MineTab } from './coupon-view';
import { useMyCoupons } from './use-coupons';
import './coupons.css';

/** One tab: its coupons page by page, or why it is empty and the way to the centre. */
function MineList({ tab }: { tab: MineTab }) {
  const { t } = useTranslation('coupons');
  const nav = useAppNavigate();
  const mine = useMyCoupons(tab);
  return (
    <ListRefresh ns="coupons" onRefresh={() => mine.refetch()}>
      <div className="cp-content">
        <CouponList
          query={mine}
          testId={`coupon-mine-${tab}`}
          label={t(`mine.tabs.${tab}`)}
          empty={
            <EmptyState
              testId={`coupon-mine-empty-${tab}`}
              icon={<CouponOutline />}
              title={t(`mine.empty.${tab}`)}
              body={t('mine.emptyBody')}
              action={{ label: t('mine.toCentre'), onClick: () => nav.push(ROUTES.COUPON_CENTRE) }}
            />
          }
        />
      </div>
    </ListRefresh>
  );
}

/**
 * ROUTES.MY_COUPONS (?tab=unused|used|expired): the customer's coupons (cust_rights 90010001 unused,
 * 90010004 used, 90010003 expired), unused ones with the way to use them.
 */
export default function MinePage() {
  const { t } = useTranslation('coupons');
  const [search, setSearch] = useSearchParams();
  const tab = tabOfSearch(search);
  useBackOr(ROUTES.COUPON_CENTRE);
  return (
    <div className="cp-page" data-testid="coupon-mine" data-tab={tab}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'unused' ? {} : { tab: key }, { replace: true })}
        className="cp-tabs cp-tabs--mine"
      >
        {MINE_TABS.map((key) => (
          <Tabs.Tab title={t(`mine.tabs.${key}`)} key={key} />
        ))}
      </Tabs>
      <MineList key={tab} tab={tab} />
    </div>
  );
}
