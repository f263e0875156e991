import { UpCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '../../../contracts/entities/wallet';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { OfferCard } from '../../shared/ui/offer-card';
import { upgradesFor } from './wallet-view';

/**
 * The upgrade to Allo Prime for 5% annual interest (spec sections 1 and 9), for everyone below Prime; the
 * unregistered tier is also offered Allo Pay+ (a higher balance cap).
 */
export function UpgradeBanner({ level }: { level: WalletBalance['mpcLevel'] }) {
  const { t } = useTranslation('wallet');
  const nav = useAppNavigate();
  const offer = upgradesFor(level);
  if (!offer.prime) return null;
  return (
    <OfferCard
      block="wl-upgrade"
      testId="wallet-upgrade"
      icon={<UpCircleOutline />}
      title={t('upgrade.title')}
      body={t('upgrade.body')}
      action={{
        text: t('upgrade.prime'),
        onClick: () => nav.push(ROUTES.UPGRADE_PRIME),
        testId: 'wallet-upgrade-prime',
      }}
      link={
        offer.middle
          ? {
              text: t('upgrade.middle'),
              onClick: () => nav.push(ROUTES.UPGRADE_MIDDLE),
              testId: 'wallet-upgrade-middle',
            }
          : undefined
      }
    />
  );
}
