import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The common /loading route: where the application journey continues after the apply screen. */
export default function LoadingPage() {
  const { t } = useTranslation();
  return (
    <div className="loading-page" role="status">
      <SpinLoading color="primary" style={{ '--size': '48px' }} />
      <h2>{t('loadingPage.title')}</h2>
      <p>{t('loadingPage.body')}</p>
    </div>
  );
}
