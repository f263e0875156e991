import { AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_URL, bridge } from '../../bridge';
import { ROUTES } from '../../shared/navigation/routes';
import { Outcome } from '../../shared/ui/outcome';

/** Instant Cash is exclusive to the bank app (spec section 6): outside it, open the app or download it. */
export function AppOnly() {
  const { t } = useTranslation('instantCash');
  return (
    <Outcome
      testId="cash-app-only"
      status="info"
      icon={<AppstoreOutline />}
      title={t('appOnly.title')}
      body={t('appOnly.body')}
      link={{
        label: t('appOnly.download'),
        onClick: () => window.location.assign(`${DOWNLOAD_URL}?platform=lph5`),
      }}
      action={{ label: t('appOnly.open'), onClick: () => void bridge.openApp(ROUTES.INSTANT_CASH) }}
    />
  );
}
