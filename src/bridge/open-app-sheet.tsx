import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../shared/ui/antd-popups';
import { DOWNLOAD_URL, enterAppStandIn } from './browser-bridge';
import { useStandInWindow } from './nav-bar-store';

/**
 * The stand-in's answer to "open the app": in the bank app the same screen would open in the app. The tester
 * continues in the app (the session's device switches and this screen loads again, now in the app) or goes to
 * the download page, where a visitor without the app lands.
 */
export default function OpenAppSheet() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => useStandInWindow.setState({ openingApp: false });

  async function continueInApp() {
    setBusy(true);
    setFailed(false);
    if (await enterAppStandIn()) {
      window.location.reload();
      return;
    }
    setBusy(false);
    setFailed(true);
  }

  return (
    <Dialog
      visible
      aria-label={t('openApp.title')}
      title={t('openApp.title')}
      onClose={close}
      content={
        <>
          <p>{t('openApp.body')}</p>
          {failed && (
            <p role="alert" className="stand-in__open-app-failed">
              {t('openApp.failed')}
            </p>
          )}
        </>
      }
      actions={[
        {
          key: 'app',
          text: t('openApp.continue'),
          bold: true,
          disabled: busy,
          onClick: () => void continueInApp(),
        },
        {
          key: 'download',
          text: t('openApp.download'),
          disabled: busy,
          onClick: () => window.location.assign(`${DOWNLOAD_URL}?platform=lph5`),
        },
        { key: 'cancel', text: t('openApp.cancel'), disabled: busy, onClick: close },
      ]}
    />
  );
}
