import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { StatusTag } from '../../shared/ui/status-tag';
import { isCredit, kindOf, typeKeyOf, type TransactionItem } from './transaction-view';
import { TypeIcon } from './type-icon';
import '../../shared/ui/lists.css';

/**
 * The amount as a row or the detail shows it (decision 0040): a repayment or refund reduces what is owed,
 * with a minus (not when it failed); a loan adds to it, with no sign.
 */
export function signedAmount(
  item: Pick<TransactionItem, 'TRANSACTION_TYPE' | 'TRANSACTION_AMT' | 'TRANSACTION_STATUS'>,
  lang: string,
): string {
  const minus = isCredit(item.TRANSACTION_TYPE) && item.TRANSACTION_STATUS === 'S';
  return formatRupiah(item.TRANSACTION_AMT, lang, minus ? 'out' : undefined);
}

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
  const { t, i18n } = useTranslation('transactions');
  const type = item.TRANSACTION_TYPE;
  const kind = kindOf(type);
  const lang = i18n.language;
  const subtitle =
    kind === 'repayment'
      ? [
          item.REPAY_TYPE ? t(`methods.${item.REPAY_TYPE}`) : null,
          item.SUB_TRANSACTION_TYPE === 'POINTS' ? t('list.viaPoints') : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : type === 'C'
        ? ''
        : item.MERCHANT_NAME;
  const cancelled = item.TRANSACTION_STATUS === 'C';
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
        {t(typeKeyOf(item))}
      </span>
      <span
        className={`txn-row__amount${cancelled ? ' txn-row__amount--cancelled' : ''}`}
        data-testid="txn-row-amount"
      >
        {signedAmount(item, lang)}
      </span>
      {subtitle ? (
        <span className="txn-row__sub" data-testid="txn-row-sub">
          {subtitle}
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
