import { Button } from 'antd-mobile';
import { AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_URL, bridge } from '../../bridge';
import { ROUTES } from '../../shared/navigation/routes';
import { TextLink } from '../../shared/ui/text-link';
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
    <section className="wl-app" aria-labelledby="wl-app-title" data-testid="wallet-app-prompt">
      <span className="wl-app__icon" aria-hidden="true">
        <AppstoreOutline />
      </span>
      <div className="wl-app__text">
        <h2 className="wl-app__title" id="wl-app-title">
          {t('app.title')}
        </h2>
        <p className="wl-app__body">{t('app.body')}</p>
        <div className="wl-app__actions">
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void bridge.openApp(ROUTES.WALLET_HOME)}
            data-testid="wallet-open-app"
          >
            {t('app.open')}
          </Button>
          <TextLink
            onClick={() => window.location.assign(`${DOWNLOAD_URL}?platform=lph5`)}
            testId="wallet-download-app"
          >
            {t('app.download')}
          </TextLink>
        </div>
      </div>
    </section>
  );
}
