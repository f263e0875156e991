import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** First load of a screen: the shape of what is coming, so nothing jumps when it arrives. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="page-skeleton"
      aria-busy="true"
      aria-label={t('loading')}
      style={{ padding: 'var(--space-4)' }}
    >
      <Skeleton
        animated
        style={{ height: 160, borderRadius: 'var(--radius-l)', marginBottom: 'var(--space-4)' }}
      />
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}
