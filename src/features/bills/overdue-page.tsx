import { CheckCircleOutline, ExclamationCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { EmptyState } from '../../shared/ui/empty-state';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { StatusTag } from '../../shared/ui/status-tag';
import { billsFailure, RowLink } from './bills-chrome';
import { billDetailPath } from './paths';
import { usePersonalCenter, useProcessing, useRepayInfo } from './use-bills';
import { QueryFrame } from '../../shared/ui/query-frame';
import './bills.css';

/** ROUTES.BILL_OVERDUE: every statement past its due date, with its days and balance; pay them all. */
export default function OverduePage() {
  const { t, i18n } = useTranslation('bills');
  const nav = useAppNavigate();
  useBackOr(ROUTES.BILLS);
  const info = useRepayInfo();
  const center = usePersonalCenter();
  const processing = useProcessing();
  return (
    <QueryFrame queries={[info, center]} failure={billsFailure}>
      {([infoData, centerData]) => {
        const list = infoData.OVERDUE_STMT_LIST;
        if (list.length === 0) {
          return (
            <Screen testId="bill-overdue-empty" className="bills">
              <Card>
                <EmptyState
                  icon={<CheckCircleOutline />}
                  title={t('overdue.emptyTitle')}
                  body={t('overdue.emptyBody')}
                  action={{ label: t('overdue.toBills'), onClick: () => nav.replace(ROUTES.BILLS) }}
                />
              </Card>
            </Screen>
          );
        }
        const total = list.reduce((sum, s) => sum + Number(s.STMT_BAL_AMT), 0);
        const fee = Number(centerData.PENALTY_BAL);
        const busy = processing.data?.any ?? false;
        return (
          <Screen testId="bill-overdue" className="bills">
            <Card title={t('overdue.title', { n: list.length })} icon={<ExclamationCircleOutline />}>
              <Hero
                label={t('overdue.total')}
                amount={formatRupiah(total, i18n.language)}
                tone="overdue"
                note={
                  fee > 0 ? t('overdue.lateFee', { amount: formatRupiah(fee, i18n.language) }) : undefined
                }
                testId="bill-overdue-total"
              />
              <p className="bills-notice bills-notice--overdue">{t('overdue.note')}</p>
            </Card>
            <ul className="bills-list bills-list--card" aria-label={t('titles.overdue')}>
              {list.map((s) => {
                const days = Number(s.OVERDUE_DAYS);
                const month = formatMonth(s.STMT_MONTH, i18n.language);
                return (
                  <li key={s.STMT_MONTH}>
                    <RowLink
                      to={billDetailPath(s.STMT_MONTH)}
                      className="bills-row"
                      testId="bill-overdue-row"
                    >
                      <span className="bills-row__main">
                        <span className="bills-row__title">{month}</span>
                        <StatusTag tone="overdue">
                          {days === 1 ? t('overdue.daysOne') : t('overdue.daysMany', { days })}
                        </StatusTag>
                      </span>
                      <span className="bills-row__figures">
                        <span
                          className="bills-row__amount bills-row__amount--overdue"
                          data-testid="bill-overdue-amount"
                        >
                          {formatRupiah(s.STMT_BAL_AMT, i18n.language)}
                        </span>
                        <span className="bills-row__sub">{t('overdue.withFee')}</span>
                      </span>
                      <RightOutline className="bills-row__arrow" aria-hidden="true" />
                    </RowLink>
                  </li>
                );
              })}
            </ul>
            <BottomAction
              testId="bill-pay-all"
              disabled={busy}
              disabledReason={busy ? t('pending.payClosed') : undefined}
              onClick={() => nav.push(ROUTES.SERVICE_REPAYMENT)}
            >
              {t('pay.all')}
            </BottomAction>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
