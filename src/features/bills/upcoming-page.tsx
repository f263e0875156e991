import { CalendarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import { formatDate, formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { EmptyState } from '../../shared/ui/empty-state';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { BillItems } from './bill-parts';
import { nextMonth } from './bill-view';
import { billsFailure, StatusLine } from './bills-chrome';
import { useBill, usePersonalCenter } from './use-bills';
import { QueryFrame } from '../../shared/ui/query-frame';
import './bills.css';

/**
 * The statement that prints next: the month after the current one; before the first print, the month of
 * the business date, or the one after when that month's print date has passed.
 */
function useUpcomingBill(center: PersonalCenter | undefined) {
  const first = center ? center.STMT_MONTH || center.BUSINESS_DATE.slice(0, 6) : undefined;
  const candidate = useBill(first && center?.STMT_MONTH ? nextMonth(first) : first);
  const printed = !!candidate.data && candidate.data.STMT_DATE <= (center?.BUSINESS_DATE ?? '');
  const later = useBill(printed ? nextMonth(candidate.data!.STMT_MONTH) : undefined);
  return printed ? later : candidate;
}

/** ROUTES.BILL_UPCOMING: the next statement's instalments, its total, print and due dates. */
export default function UpcomingPage() {
  const { t, i18n } = useTranslation('bills');
  const lang = i18n.language;
  const nav = useAppNavigate();
  useBackOr(ROUTES.BILLS);
  const center = usePersonalCenter();
  const bill = useUpcomingBill(center.data);
  return (
    <QueryFrame queries={[center, bill]} failure={billsFailure}>
      {([centerData, upcoming]) => {
        const items = upcoming.SPENDING_DETAIL.length + upcoming.CASH_DETAIL_LIST.length;
        if (items === 0) {
          return (
            <Screen testId="bill-upcoming-empty" className="bills">
              <Card>
                <EmptyState
                  icon={<CalendarOutline />}
                  title={t('upcoming.emptyTitle')}
                  body={t('upcoming.emptyBody')}
                  action={{ label: t('none.shop'), onClick: () => nav.replace(ROUTES.PAY_LATER_HOME) }}
                />
              </Card>
            </Screen>
          );
        }
        const unbilled = Number(centerData.UN_BILL_AMT);
        return (
          <Screen testId="bill-upcoming" className="bills">
            <Card
              title={t('detail.title', { month: formatMonth(upcoming.STMT_MONTH, lang) })}
              icon={<CalendarOutline />}
            >
              <StatusLine state="upcoming" />
              <Hero
                label={t('upcoming.amount')}
                amount={formatRupiah(upcoming.CUR_STMT_AMT, lang)}
                testId="bill-amount"
              />
              <Rows
                label={t('upcoming.datesLabel')}
                rows={[
                  {
                    label: t('summary.printDate'),
                    value: formatDate(upcoming.STMT_DATE, lang, 'long'),
                    testId: 'bill-print-date',
                  },
                  {
                    label: t('summary.dueDate'),
                    value: formatDate(upcoming.PMT_DUE_DATE, lang, 'long'),
                    testId: 'bill-due-date',
                  },
                  ...(unbilled > 0
                    ? [
                        {
                          label: t('upcoming.unbilled'),
                          note: t('upcoming.unbilledNote'),
                          value: formatRupiah(unbilled, lang),
                          testId: 'bill-unbilled',
                        },
                      ]
                    : []),
                ]}
              />
              <p className="bills-notice">{t('upcoming.note')}</p>
            </Card>
            <Card title={t('items.upcomingTitle')} testId="bill-items">
              <BillItems spending={upcoming.SPENDING_DETAIL} cash={upcoming.CASH_DETAIL_LIST} />
            </Card>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
