import { useTranslation } from 'react-i18next';
import { PAYMENT_TONE, PAYMENT_WORDS, type PaymentStatus } from './payment-status';
import { StatusTag } from './status-tag';

/** A bill's, an instalment's or the home's payment status: the one table's colour, words and icon. */
export function PaymentStatusTag({ status, testId }: { status: PaymentStatus; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <StatusTag tone={PAYMENT_TONE[status]} testId={testId}>
      {t(PAYMENT_WORDS[status])}
    </StatusTag>
  );
}
