import { Dialog } from './antd-popups';
import { useTranslation } from 'react-i18next';
import { useNetworkDialog } from '../../api/network-dialog-store';
import './network-dialog.css';

/** Section 8: 'Masalah Jaringan.' / 'Silakan coba lagi nanti'; tapping the mask does not close it. */
export function NetworkDialog() {
  const { t } = useTranslation(['common', 'errors']);
  const { open, hide } = useNetworkDialog();
  return (
    <Dialog
      visible={open}
      closeOnMaskClick={false}
      aria-label={t('errors:network.title')}
      title={t('errors:network.title')}
      content={<p className="network-dialog__body">{t('errors:network.body')}</p>}
      actions={[{ key: 'ok', text: t('ok'), bold: true, onClick: hide }]}
    />
  );
}
