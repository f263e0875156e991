import { CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { daysBetween, toBusinessDate } from '../../../contracts/dates';
import { bankNow } from '../../api/system-time';
import { formatDate, type DateStyle } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { itemsTotal, type Bill, type BillItem } from './bill-view';

/**
 * Days to due as section 4 says: the due date minus the business date (the bank's day, from personal_center
 * where the screen has it, else from the last system_time). The bill's own DAYS_TO_DUE is ours, never read.
 */
export function daysToDue(dueDate: string, businessDate?: string): number {
  return daysBetween(businessDate || toBusinessDate(bankNow()), dueDate);
}

/** The due date line of a statement: days left, days overdue, or when it prints (upcoming). */
export function DueNote({
  bill,
  businessDate,
  month = 'short',
}: {
  bill: Pick<Bill, 'STMT_STATUS' | 'PMT_DUE_DATE' | 'STMT_DATE' | 'OVERDUE_DAYS'>;
  /** personal_center's BUSINESS_DATE when the screen has it. */
  businessDate?: string;
  month?: DateStyle;
}) {
  const { t, i18n } = useTranslation('bills');
  const date = formatDate(bill.PMT_DUE_DATE, i18n.language, month);
  const days = daysToDue(bill.PMT_DUE_DATE, businessDate);
  const overdueDays = Number(bill.OVERDUE_DAYS);
  let text: string;
  switch (bill.STMT_STATUS) {
    case 'O':
      text =
        overdueDays === 1 ? t('due.overdueOne', { date }) : t('due.overdueMany', { date, days: overdueDays });
      break;
    case 'N':
      text =
        days <= 0
          ? t('due.today', { date })
          : days === 1
            ? t('due.tomorrow', { date })
            : t('due.inDays', { date, days });
      break;
    case 'U':
      text = t('due.upcoming', { print: formatDate(bill.STMT_DATE, i18n.language, month), date });
      break;
    default:
      text = t('due.date', { date });
  }
  return (
    <span
      className={`bills-due${bill.STMT_STATUS === 'O' ? ' bills-due--overdue' : ''}`}
      data-testid="bill-due"
    >
      {text}
    </span>
  );
}

function Item({ item }: { item: BillItem }) {
  const { t, i18n } = useTranslation('bills');
  const lang = i18n.language;
  const amount = Number(item.LOAN_INIT_SUM);
  // TERM_BAL_AMT is ours: without it what is left of the instalment is left out (the statement says it).
  const left = item.TERM_BAL_AMT === undefined ? amount : Number(item.TERM_BAL_AMT);
  return (
    <li className="bills-item" data-testid="bill-item">
      <span className="bills-item__name">{item.MERCHANT_NAME}</span>
      <span className="bills-item__amount" data-testid="bill-item-amount">
        {formatRupiah(amount, lang)}
      </span>
      <span className={`bills-item__meta${left === amount ? ' bills-item__meta--wide' : ''}`}>
        {t('items.term', {
          term: item.CURR_TERM,
          terms: item.LOAN_INIT_TERM,
          date: formatDate(item.LOAN_DATE, lang),
        })}
      </span>
      {item.TERM_BAL_AMT === undefined ? null : left === 0 ? (
        <span className="bills-item__left bills-item__left--paid">
          <CheckCircleOutline aria-hidden="true" /> {t('items.paid')}
        </span>
      ) : left !== amount ? (
        <span className={`bills-item__left${left > amount ? ' bills-item__left--overdue' : ''}`}>
          {t('items.left', { amount: formatRupiah(left, lang) })}
        </span>
      ) : null}
    </li>
  );
}

function Group({ title, items, testId }: { title: string; items: BillItem[]; testId: string }) {
  const { t, i18n } = useTranslation('bills');
  if (items.length === 0) return null;
  return (
    <section className="bills-group" data-testid={testId} aria-label={title}>
      <h3 className="bills-group__head">
        <span>{t('items.groupTitle', { title, n: items.length })}</span>
        <span className="bills-group__total">{formatRupiah(itemsTotal(items), i18n.language)}</span>
      </h3>
      <ul className="bills-items">
        {items.map((item) => (
          <Item key={`${item.REF_NBR}-${item.CURR_TERM}`} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** The instalments of a statement, grouped Spending (Pay Later) and Instant Cash. */
export function BillItems({ spending, cash }: { spending: BillItem[]; cash: BillItem[] }) {
  const { t } = useTranslation('bills');
  const withFee = [...spending, ...cash].some(
    (item) => item.TERM_BAL_AMT !== undefined && Number(item.TERM_BAL_AMT) > Number(item.LOAN_INIT_SUM),
  );
  return (
    <div className="bills-groups">
      {withFee ? <p className="bills-card-note bills-card-note--overdue">{t('items.feeNote')}</p> : null}
      <Group title={t('items.spending')} items={spending} testId="bill-items-spending" />
      <Group title={t('items.cash')} items={cash} testId="bill-items-cash" />
    </div>
  );
}
