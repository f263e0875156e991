import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { termStatusOf } from '../../shared/ui/payment-status';
import { PaymentStatusTag } from '../../shared/ui/payment-status-tag';
import type { ScheduleItem } from './transaction-view';
import { scheduleFeeOf } from '../../../contracts/entities/instant-cash';

/** The loan's terms: each with its due date, amount, parts and whether it is paid. */
export function Schedule({ items, today }: { items: ScheduleItem[]; today: string }) {
  const { t, i18n } = useTranslation('transactions');
  const lang = i18n.language;
  return (
    <ol className="txn-schedule" data-testid="txn-schedule">
      {items.map((item) => {
        const status = termStatusOf(item, today);
        return (
          <li
            key={item.TERM}
            className="txn-schedule__item"
            data-testid="txn-schedule-item"
            data-paid={item.IS_PAID}
          >
            <span className="txn-schedule__head">
              <span className="txn-schedule__what">
                <strong>{t('schedule.item', { term: item.TERM })}</strong>
                <span className="txn-schedule__due" data-testid="txn-term-due">
                  {t('schedule.due', { date: formatDate(item.PMT_DUE_DATE, lang) })}
                </span>
              </span>
              <span className="txn-schedule__side">
                <span className="txn-schedule__amount" data-testid="txn-term-amount">
                  {formatRupiah(item.TOTAL_AMT, lang)}
                </span>
                <PaymentStatusTag status={status} testId="txn-term-status" />
              </span>
            </span>
            <span className="txn-schedule__parts">
              {t('schedule.parts', {
                principal: formatRupiah(item.PRIN_AMT, lang),
                interest: formatRupiah(item.INT_AMT, lang),
                fee: formatRupiah(scheduleFeeOf(item), lang),
              })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
