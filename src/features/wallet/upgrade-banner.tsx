import { Button } from 'antd-mobile';
import { UpCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '../../../contracts/entities/wallet';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { TextLink } from '../../shared/ui/text-link';
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
    <section className="wl-upgrade" aria-labelledby="wl-upgrade-title" data-testid="wallet-upgrade">
      <span className="wl-upgrade__icon" aria-hidden="true">
        <UpCircleOutline />
      </span>
      <div className="wl-upgrade__text">
        <h2 className="wl-upgrade__title" id="wl-upgrade-title">
          {t('upgrade.title')}
        </h2>
        <p className="wl-upgrade__body">{t('upgrade.body')}</p>
        <div className="wl-upgrade__actions">
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => nav.push(ROUTES.UPGRADE_PRIME)}
            data-testid="wallet-upgrade-prime"
          >
            {t('upgrade.prime')}
          </Button>
          {offer.middle ? (
            <TextLink onClick={() => nav.push(ROUTES.UPGRADE_MIDDLE)} testId="wallet-upgrade-middle">
              {t('upgrade.middle')}
            </TextLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
