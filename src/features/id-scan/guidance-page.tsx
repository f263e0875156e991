import { useTranslation } from 'react-i18next';

/** Placeholder entry screen of this identity check, replaced by its real screens. */
export default function OcrGuidePage() {
  const { t } = useTranslation('idScan');
  return (
    <div data-testid="ocr-guide" style={{ padding: 'var(--space-4)' }}>
      <h2>{t('title')}</h2>
      <p>{t('body')}</p>
    </div>
  );
}
