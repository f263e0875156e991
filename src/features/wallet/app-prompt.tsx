import { AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_URL, bridge } from '../../bridge';
import { ROUTES } from '../../shared/navigation/routes';
import { OfferCard } from '../../shared/ui/offer-card';
import { useInApp } from './use-wallet';

/**
 * Outside the bank app: open it at the wallet (the bridge; the stand-in goes to the download page when it
 * is not installed), or download it. Inside the app there is nothing to prompt.
 */
export function AppPrompt() {
  const { t } = useTranslation('wallet');
  const inApp = useInApp();
  if (inApp.data !== false) return null;
  return (
    <OfferCard
      block="wl-app"
      testId="wallet-app-prompt"
      icon={<AppstoreOutline />}
      title={t('app.title')}
      body={t('app.body')}
      action={{
        text: t('app.open'),
        onClick: () => void bridge.openApp(ROUTES.WALLET_HOME),
        testId: 'wallet-open-app',
      }}
      link={{
        text: t('app.download'),
        onClick: () => window.location.assign(`${DOWNLOAD_URL}?platform=lph5`),
        testId: 'wallet-download-app',
      }}
    />
  );
}
