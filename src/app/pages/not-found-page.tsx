import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';

export function NotFoundPage() {
  const { t } = useTranslation();
  const nav = useAppNavigate();
  return (
    <div className="error-state">
      <ErrorBlock
        status="empty"
        fullPage={false}
        title={t('notFound.title')}
        description={t('notFound.body')}
      />
      <Button block color="primary" size="large" onClick={nav.back}>
        {t('notFound.action')}
      </Button>
    </div>
  );
}
