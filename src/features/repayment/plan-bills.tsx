import { Collapse } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { StatusTag } from '../../shared/ui/status-tag';
import { loanName, partsLine, useRepayLabels, type RepayInfoLoan } from './labels';
import { payBillPath } from './paths';
import type { useUnpaidBills } from './use-repay-data';

type UnpaidBill = NonNullable<ReturnType<typeof useUnpaidBills>['data']>[number];

/** The unpaid statements of the plan, each a button to pay its bill; overdue ones with their days. */
export function BillList({
  bills,
  daysOf,
}: {
  bills: UnpaidBill[];
  /** The overdue days of a statement month, none when it is not overdue. */
  daysOf: (month: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation('repayment');
  const lang = i18n.language;
  const nav = useAppNavigate();
  const labels = useRepayLabels();
  return (
    <ul className="rp-list">
      {bills.map((bill) => {
        const days = daysOf(bill.STMT_MONTH);
        const name = formatMonth(bill.STMT_MONTH, lang);
        return (
          <li key={bill.STMT_MONTH}>
            <button
              type="button"
              className="rp-item rp-item--bill"
              onClick={() => nav.push(payBillPath(bill.STMT_MONTH))}
              data-testid={`repay-bill-${bill.STMT_MONTH}`}
              aria-label={`${t('plan.billName', { month: name })}, ${days ? labels.overdue(days) : t('dueOn', { date: formatDate(bill.PMT_DUE_DATE, lang) })}, ${formatRupiah(bill.STMT_BAL_AMT, lang)}`}
            >
              {/* Spaces between the parts: the name read from them holds the words (WCAG 2.5.3). */}
              <span className="rp-item__name">{name}</span>{' '}
              {/* Read name, status, amount (as the label); drawn with the tag on a line of its own under them. */}
              <span className="rp-item__tag" data-testid="repay-bill-tag">
                {days ? (
                  <StatusTag tone="overdue">{labels.overdue(days)}</StatusTag>
                ) : (
                  <StatusTag tone="due-soon">
                    {t('dueOn', { date: formatDate(bill.PMT_DUE_DATE, lang) })}
                  </StatusTag>
                )}
              </span>{' '}
              <span
                className={`rp-item__amount${days ? ' rp-item__amount--overdue' : ''}`}
                data-testid="repay-bill-amount"
              >
                {formatRupiah(bill.STMT_BAL_AMT, lang)}
              </span>
              <RightOutline className="rp-item__chevron" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The billed amounts per loan, folded: principal, interest, fees and any late fee of each. */
export function BilledLoans({ loans }: { loans: RepayInfoLoan[] }) {
  const { t, i18n } = useTranslation('repayment');
  const lang = i18n.language;
  const labels = useRepayLabels();
  return (
    <Collapse className="rp-collapse">
      <Collapse.Panel key="loans" title={t('plan.loansShow', { count: loans.length })}>
        <ul className="rp-list" aria-label={t('plan.loansTitle')}>
          {loans.map((loan) => (
            <li
              key={loan.REF_NBR}
              className="rp-item rp-item--stack rp-item--static"
              data-testid={`repay-loan-${loan.REF_NBR}`}
            >
              <span className="rp-item__head">
                <span className="rp-item__name">{loanName(loan)}</span>
                <span className="rp-item__amount">{formatRupiah(loan.BAL_AMT, lang)}</span>
              </span>
              <span className="rp-item__note">
                {partsLine([
                  ...labels.kindOf(loan),
                  t('plan.loanPrincipal', { amount: formatRupiah(loan.PRIN_BAL, lang) }),
                  t('plan.loanInterest', { amount: formatRupiah(loan.INTEREST_BAL, lang) }),
                  t('plan.loanFee', {
                    amount: formatRupiah(Number(loan.FEE_BAL) + Number(loan.MONTH_FEE_BAL), lang),
                  }),
                ])}
              </span>
              {Number(loan.PENALTY_BAL) > 0 ? (
                <span className="rp-item__note rp-item__note--overdue">
                  {t('plan.loanPenalty', { amount: formatRupiah(loan.PENALTY_BAL, lang) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </Collapse.Panel>
    </Collapse>
  );
}
