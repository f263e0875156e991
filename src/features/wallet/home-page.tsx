import { useQueryClient } from '@tanstack/react-query';
import { bridge } from '../../bridge';
import { useBackHandler, useNavBar } from '../../shared/navigation/page-chrome-store';
import { AppPrompt } from './app-prompt';
import { Announcements } from '../../shared/ui/announcements';
import { BalanceCard } from './balance-card';
import { ExploreGrid } from './explore-grid';
import { HomeDeals } from './home-deals';
import { HomeNews } from './home-news';
import { LoyaltyStrip } from './loyalty-strip';
import { Recommendations } from './recommendations';
import { UpgradeBanner } from './upgrade-banner';
import { useWalletBalance } from './use-wallet';
import { ListRefresh } from '../../shared/ui/list-refresh';
import { QueryFrame } from '../../shared/ui/query-frame';
import './wallet.css';

/** The home's back arrow leaves the product (the bank app closes the web view). */
const leaveProduct = () => bridge.close();

/**
 * ROUTES.WALLET_HOME: Allo Pay with the balance, points (and yesterday's) and coupons, Allo Explore, the
 * upgrade to Prime at 5%, Hot Deals, top recommendations, Must Read News, and the prompt to open or
 * download the app. The balance decides the screen; every other section loads (and fails) on its own.
 */
export default function WalletHomePage() {
  const client = useQueryClient();
  useNavBar({ backgroundColor: 'var(--brand-500)', textColor: 'var(--neutral-0)', statusBarStyle: 'light' });
  useBackHandler(leaveProduct);
  const balance = useWalletBalance();
  return (
    <QueryFrame query={balance}>
      {(data) => (
        <div className="wl" data-testid="wallet-home" data-level={data.mpcLevel}>
          <ListRefresh
            ns="wallet"
            onRefresh={async () => {
              await client.refetchQueries({ type: 'active' });
            }}
          >
            <div className="wl__content">
              <BalanceCard balance={data} />
              <Announcements testId="wallet-marquee" />
              <LoyaltyStrip />
              <ExploreGrid />
              <UpgradeBanner level={data.mpcLevel} />
              <HomeDeals />
              <Recommendations />
              <HomeNews />
              <AppPrompt />
            </div>
          </ListRefresh>
        </div>
      )}
    </QueryFrame>
  );
}
