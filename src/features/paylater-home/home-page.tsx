import { InformationCircleFill } from 'antd-mobile-icons';
import { useMpcStatus } from '../../shared/security/use-mpc-status';
import { useTranslation } from 'react-i18next';
import { bridge } from '../../bridge';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackHandler, useNavBar } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Announcements } from '../../shared/ui/announcements';
import { Outcome } from '../../shared/ui/outcome';
import { CouponEntry } from './coupon-entry';
import { HomeActions } from './home-actions';
import { HomeEntries } from './home-entries';
import { homeViewOf } from './home-view';
import { LimitCard } from './limit-card';
import { StatusBanner } from './status-banner';
import { usePersonalCenter } from './use-paylater-home';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { QueryFrame } from '../../shared/ui/query-frame';
import './paylater-home.css';
import { isCode } from '../../api/is-code';

/**
 * No credit line yet (the bank answered CREDIT_NO_ACCOUNT): what applying gives and the way to apply. The
 * bank's own words say what the title says, so they are not repeated under it.
 */
function NoAccount() {
  const { t } = useTranslation('paylaterHome');
  const nav = useAppNavigate();
  return (
    <Outcome
      testId="home-no-account"
      status="info"
      icon={<InformationCircleFill />}
      title={t('noAccount.title')}
      body={t('noAccount.body')}
      action={{ label: t('noAccount.action'), onClick: () => nav.replace(ROUTES.PAY_LATER_APPLY) }}
    />
  );
}

/** The home's back arrow leaves the product (the bank app closes the web view), never to the apply screen. */
const leaveProduct = () => bridge.close();

/**
 * The Pay Later home (ROUTES.PAY_LATER_HOME): the line, its status, pay and get cash, coupons, bills and
 * the latest transactions.
 */
export default function HomePage() {
  useNavBar({ backgroundColor: 'var(--brand-500)', textColor: 'var(--neutral-0)', statusBarStyle: 'light' });
  useBackHandler(leaveProduct);
  const center = usePersonalCenter();
  const mpcStatus = useMpcStatus();
  // Both first, so a frozen account never shows a normal home for a moment.
  return (
    <QueryFrame
      query={center}
      waiting={mpcStatus.isPending}
      failure={(error) => (isCode(error, 'CREDIT_NO_ACCOUNT') ? <NoAccount /> : undefined)}
    >
      {(data) => {
        const view = homeViewOf(data, mpcStatus.data);
        return (
          <div className="ph" data-testid="home" data-state={view.state} data-cash={view.cash}>
            <ListRefresh
              ns="paylaterHome"
              onRefresh={async () => {
                await center.refetch();
              }}
            >
              <div className="ph__content">
                <LimitCard view={view} />
                <StatusBanner view={view} />
                <Announcements />
                <HomeActions view={view} />
                <CouponEntry />
                <HomeEntries view={view} businessDate={data.BUSINESS_DATE} />
              </div>
            </ListRefresh>
          </div>
        );
      }}
    </QueryFrame>
  );
}
