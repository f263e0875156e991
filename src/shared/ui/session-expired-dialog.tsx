import { Dialog } from './antd-popups';
import { useTranslation } from 'react-i18next';
import { useSessionNotice } from '../../api/session-notice-store';
import './network-dialog.css';

/** The fake bank restored the test session from its scenario: say so, and reload into the restored state. */
export function SessionExpiredDialog() {
  const { t } = useTranslation('errors');
  const open = useSessionNotice((s) => s.open);
  return (
    <Dialog
      visible={open}
      closeOnMaskClick={false}
      aria-label={t('sessionExpired.title')}
      title={t('sessionExpired.title')}
      content={<p className="network-dialog__body">{t('sessionExpired.body')}</p>}
      actions={[
        {
          key: 'reload',
          text: t('sessionExpired.action'),
          bold: true,
          onClick: () => window.location.reload(),
        },
      ]}
    />
  );
}
