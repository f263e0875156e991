import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../shared/lib/money';
import { useTermLabel } from './quote-view';

/**
 * The monthly instalment large under the term chips (the first and the last when they differ), while
 * try/loan answers a spinner, and with an amount that cannot be quoted what to fix.
 */
export function MonthlyFigure({
  instalments,
  term,
  quoting,
}: {
  instalments: { first: string; last: string | null } | null;
  term: number;
  /** No figure yet, but one is on its way (the amount is valid and the quote did not fail). */
  quoting: boolean;
}) {
  const { t, i18n } = useTranslation('instantCash');
  const termLabel = useTermLabel();
  return (
    <div className="cash-monthly" aria-live="polite">
      {instalments ? (
        <>
          <span className="cash-monthly__label">
            {instalments.last ? t('instalments.first') : t('amount.monthly')}
          </span>
          <span className="cash-monthly__value" data-testid="cash-monthly">
            {formatRupiah(instalments.first, i18n.language)}
          </span>
          {instalments.last ? (
            <span className="cash-monthly__for" data-testid="cash-monthly-last">
              {t('instalments.lastValue', { amount: formatRupiah(instalments.last, i18n.language) })}
            </span>
          ) : null}
          <span className="cash-monthly__for">{t('amount.monthlyFor', { term: termLabel(term) })}</span>
        </>
      ) : quoting ? (
        <span className="cash-monthly__waiting" role="status">
          <SpinLoading className="cash-spinner" aria-hidden="true" />
          {t('amount.quoting')}
        </span>
      ) : (
        <span className="cash-monthly__waiting">{t('amount.fixAmount')}</span>
      )}
    </div>
  );
}
