import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/lib/dates';
import { sourceOf } from '../../shared/lib/credit-transaction';
import { MerchantMark } from '../../shared/ui/illustrations/merchant-mark';
import { StatusTag } from '../../shared/ui/status-tag';
import { useTransactionLine } from '../../shared/ui/use-transaction-line';
import type { TransactionItem } from './transaction-view';
import { TypeIcon } from './type-icon';
import '../../shared/ui/lists.css';

// The sign and the words of a row are the home's too (decision 0084).
export { signedAmount } from '../../shared/lib/credit-transaction';

/** The status as colour, words and an icon: successful (paid green) or cancelled (grey). */
export function TransactionStatus({ status, testId }: { status: 'S' | 'C'; testId?: string }) {
  const { t } = useTranslation('transactions');
  return (
    <StatusTag tone={status === 'S' ? 'paid' : 'blocked'} testId={testId}>
      {status === 'S' ? t('status.S') : t('status.C')}
    </StatusTag>
  );
}

/** One row of the list: what (type and merchant or method), when, the amount and the status. */
export function TransactionRow({ item, onOpen }: { item: TransactionItem; onOpen: () => void }) {
  const { i18n } = useTranslation('transactions');
  const type = item.TRANSACTION_TYPE;
  const lang = i18n.language;
  const line = useTransactionLine()(item);
  const subtitle = line.source;
  const cancelled = line.cancelled;
  const source = sourceOf(item);
  return (
    <button
      type="button"
      className="list-row txn-row"
      onClick={onOpen}
      data-testid="txn-row"
      data-type={type}
      data-id={item.TRANSACTION_ID}
    >
      <TypeIcon type={type} />
      <span className="txn-row__title" data-testid="txn-row-type">
        {line.title}
      </span>
      <span
        className={`txn-row__amount${cancelled ? ' txn-row__amount--cancelled' : ''}`}
        data-testid="txn-row-amount"
      >
        {line.amount}
      </span>
      {subtitle ? (
        <span className="txn-row__sub">
          {/* A purchase or refund: the merchant's mark (as on its coupons and deals) beside its name. */}
          {source.kind === 'merchant' ? <MerchantMark name={source.name} size={16} /> : null}
          <span data-testid="txn-row-sub">{subtitle}</span>
        </span>
      ) : null}
      <span className="txn-row__status">
        <TransactionStatus status={item.TRANSACTION_STATUS} testId="txn-row-status" />
      </span>
      <span className="txn-row__when" data-testid="txn-row-when">
        {formatDateTime(item.TRANSACTION_TIME, lang)}
      </span>
    </button>
  );
}
