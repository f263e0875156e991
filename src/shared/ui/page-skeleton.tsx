import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * First load of a screen: the shape of what is coming, so nothing jumps when it arrives. A screen reader
 * hears "loading" once (a status region); the grey shapes say nothing.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-skeleton" role="status" style={{ padding: 'var(--space-4)' }}>
      <span className="visually-hidden">{t('loading')}</span>
      <div aria-hidden="true">
        <Skeleton
          animated
          style={{ height: 160, borderRadius: 'var(--radius-l)', marginBottom: 'var(--space-4)' }}
        />
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    </div>
  );
}
