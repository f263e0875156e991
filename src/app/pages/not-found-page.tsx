import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { ErrorPanel } from '../../shared/ui/error-panel';

export function NotFoundPage() {
  const { t } = useTranslation();
  const nav = useAppNavigate();
  return (
    <ErrorPanel
      art="not-found"
      kind="not-found"
      announce={false}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={{ label: t('notFound.action'), onClick: nav.back }}
    />
  );
}
