import { Button } from 'antd-mobile';
import { Toast } from './antd-popups';
import { useTranslation } from 'react-i18next';
import './copy-value.css';

/** A value to type into another app (a virtual account number, a payment code), with a copy button. */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      Toast.show({ content: t('copy.copied'), position: 'bottom' });
    } catch {
      Toast.show({ content: t('copy.failed'), position: 'bottom' });
    }
  };
  return (
    <div className="copy-value">
      <span className="copy-value__label">{label}</span>
      <span className="copy-value__row">
        <span className="copy-value__value" data-testid={testId}>
          {value}
        </span>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          className="copy-value__button"
          aria-label={t('copy.label', { label })}
          onClick={() => void copy()}
        >
          {t('copy.action')}
        </Button>
      </span>
    </div>
  );
}
