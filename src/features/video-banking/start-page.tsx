import { useTranslation } from 'react-i18next';

/** Placeholder entry screen of this identity check, replaced by its real screens. */
export default function VideoBankingStartPage() {
  const { t } = useTranslation('videoBanking');
  return (
    <div data-testid="vb-guide" style={{ padding: 'var(--space-4)' }}>
      <h2>{t('title')}</h2>
      <p>{t('body')}</p>
    </div>
  );
}
