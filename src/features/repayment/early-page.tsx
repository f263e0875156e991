import { CheckShieldOutline, RightOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { codeByValue } from '../../../contracts/codes';
import { CREDIT_CODES as CODES } from '../../../contracts/codes/credit';
import type { PayoffLoanSchema } from '../../../contracts/entities/repayment';
import type { z } from 'zod/mini';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { EmptyState } from '../../shared/ui/empty-state';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { StatusTag } from '../../shared/ui/status-tag';
import { TextLink } from '../../shared/ui/text-link';
import { loanName, partsLine, useRepayLabels, type RepayInfoLoan } from './labels';
import { PayFooter } from './pay-parts';
import { earlyPath, payAllPath, planPath } from './paths';
import { useRepay, type RepayOrder } from './use-repay';
import { usePayOff, useRepayInfo } from './use-repay-data';
import { known, onlyIf, QueryFrame } from '../../shared/ui/query-frame';
import './repayment.css';

type Payoff = z.infer<typeof PayoffLoanSchema>;

/** The way forward from a loan that cannot be paid off early today, by the bank's reason. */
function useBlockerAction(payoff: Payoff) {
  const { t } = useTranslation('repayment');
  const nav = useAppNavigate();
  switch (payoff.CANT_PAID_OUT_CODE) {
    case CODES.CREDIT_EARLY_LAST_TERM.code:
      return { label: t('early.toBills'), onClick: () => nav.push(ROUTES.BILLS), testId: 'repay-to-bills' };
    case CODES.CREDIT_EARLY_OVERDUE_FIRST.code:
      return {
        label: t('early.payOverdue'),
        onClick: () => nav.push(payAllPath()),
        testId: 'repay-pay-overdue',
      };
    case CODES.CREDIT_REPAY_PROCESSING.code:
      return { label: t('backToPlan'), onClick: () => nav.replace(planPath()), testId: 'repay-back-plan' };
    default:
      return {
        label: t('early.backToList'),
        onClick: () => nav.replace(earlyPath()),
        testId: 'repay-back-list',
      };
  }
}

/** A loan the bank will not pay off today: its words, in the blocked colour with an icon. */
function Blocker({ payoff }: { payoff: Payoff }) {
  const { t, i18n } = useTranslation('repayment');
  // CANT_PAID_OUT_DESC is ours: the words of the code (section 8's early repayment messages) say the same.
  const lang = i18n.language === 'en' ? 'en' : 'id';
  const words = codeByValue(payoff.CANT_PAID_OUT_CODE)?.[lang] ?? payoff.CANT_PAID_OUT_DESC ?? '';
  return (
    <span className="rp-blocker">
      <StatusTag tone="blocked">{t('early.unavailable')}</StatusTag>
      <span className="rp-blocker__text" data-testid={`repay-blocker-${payoff.REF_NBR}`}>
        {words}
      </span>
    </span>
  );
}

/** The list: each active loan with its pay-off amount, or the bank's reason it cannot be paid off today. */
function EarlyList() {
  const { t, i18n } = useTranslation('repayment');
  const nav = useAppNavigate();
  const labels = useRepayLabels();
  const info = useRepayInfo();
  const refs = info.data?.LOAN_LIST.map((l) => l.REF_NBR);
  const payoff = usePayOff(refs);
  useBackHandler(useCallback(() => nav.replace(planPath()), [nav]));

  return (
    <QueryFrame queries={[info, onlyIf(!!refs?.length, payoff)]}>
      {([infoData, payoffData]) => {
        const loans = infoData.LOAN_LIST;
        const quotes = new Map(payoffData?.LOAN_LIST.map((p) => [p.REF_NBR, p]));
        const rows = loans
          .map((loan) => ({ loan, quote: quotes.get(loan.REF_NBR) }))
          .filter(
            (r): r is { loan: RepayInfoLoan; quote: Payoff } =>
              !!r.quote && Number(r.quote.LOAN_PAID_OUT_AMT) > 0,
          );
        const overdueFirst = rows.some(
          (r) => r.quote.CANT_PAID_OUT_CODE === CODES.CREDIT_EARLY_OVERDUE_FIRST.code,
        );

        return (
          <Screen testId="repay-early-list" className="rp">
            <Card title={t('early.introTitle')}>
              <p className="rp-text">{t('early.introBody')}</p>
            </Card>
            {rows.length === 0 ? (
              <Card>
                <EmptyState
                  testId="repay-early-none"
                  icon={<CheckShieldOutline />}
                  title={t('early.none.title')}
                  body={t('early.none.body')}
                  action={{ label: t('backToPlan'), onClick: () => nav.replace(planPath()) }}
                />
              </Card>
            ) : (
              <Card title={t('early.listTitle')}>
                <ul className="rp-list">
                  {rows.map(({ loan, quote }) => {
                    const blocked = quote.IS_CAN_PAID_OUT !== 'Y';
                    return (
                      <li key={loan.REF_NBR}>
                        <button
                          type="button"
                          className={`rp-item rp-item--stack${blocked ? ' rp-item--blocked' : ''}`}
                          onClick={() => nav.push(earlyPath(loan.REF_NBR))}
                          data-testid={`repay-early-${loan.REF_NBR}`}
                        >
                          <span className="rp-item__head">
                            <span className="rp-item__name">{loanName(loan)}</span>
                            <RightOutline className="rp-item__chevron" aria-hidden="true" />
                          </span>
                          <span className="rp-item__note">
                            {partsLine([...labels.kindOf(loan), labels.term(quote.ORIG_TOTAL_TERM)])}
                          </span>
                          {blocked ? <Blocker payoff={quote} /> : null}
                          <span className="rp-item__foot">
                            <span className="rp-item__label">{t('early.payoff')}</span>
                            <span className="rp-item__amount">
                              {formatRupiah(quote.LOAN_PAID_OUT_AMT, i18n.language)}
                            </span>
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            )}
            {overdueFirst ? (
              <BottomAction onClick={() => nav.push(payAllPath())} testId="repay-pay-overdue">
                {t('early.payOverdue')}
              </BottomAction>
            ) : (
              <TextLink onClick={() => nav.replace(planPath())}>{t('backToPlan')}</TextLink>
            )}
          </Screen>
        );
      }}
    </QueryFrame>
  );
}

/** One loan: the pay-off breakdown, then the method and the PIN; or the bank's reason and a way on. */
function EarlyDetail({ refNbr }: { refNbr: string }) {
  const { t, i18n } = useTranslation('repayment');
  const nav = useAppNavigate();
  const labels = useRepayLabels();
  const info = useRepayInfo();
  const payoff = usePayOff([refNbr]);
  const quote = payoff.data?.LOAN_LIST.find((p) => p.REF_NBR === refNbr);
  const order: RepayOrder | null =
    quote && quote.IS_CAN_PAID_OUT === 'Y'
      ? { TXN_CODE: 'IOURepay', TOT_AMOUNT: quote.LOAN_PAID_OUT_AMT, LOAN_LIST: [{ REF_NBR: refNbr }] }
      : null;
  const repay = useRepay(order);
  useBackHandler(useCallback(() => nav.replace(earlyPath()), [nav]));

  return (
    <QueryFrame queries={[payoff, known(quote)]}>
      {([, shown]) => {
        const amount = Number(shown.LOAN_PAID_OUT_AMT);
        const loan = info.data?.LOAN_LIST.find((l) => l.REF_NBR === refNbr);
        const name = loan ? loanName(loan) : t('early.loanRef', { ref: refNbr });
        const blocked = shown.IS_CAN_PAID_OUT !== 'Y';
        const fee = (value: string) => Number(value) > 0;
        return (
          <Screen testId="repay-early-detail" className="rp">
            <Card className="card--stack rp-hero">
              <p className="rp-hero__name">{name}</p>
              <p className="rp-item__note">
                {partsLine([...(loan ? labels.kindOf(loan) : []), labels.term(shown.ORIG_TOTAL_TERM)])}
                <br />
                {t('early.loanRef', { ref: refNbr })}
              </p>
              <Hero
                label={t('early.payoff')}
                amount={formatRupiah(amount, i18n.language)}
                testId="repay-amount"
              />
              {blocked ? <Blocker payoff={shown} /> : null}
            </Card>
            <Card title={t('early.breakdownTitle')}>
              <Rows
                label={t('early.breakdownTitle')}
                rows={[
                  {
                    label: t('early.principal'),
                    value: formatRupiah(shown.LOAN_PAID_OUT_PRIN_AMT, i18n.language),
                  },
                  {
                    label: t('early.interest'),
                    value: formatRupiah(shown.LOAN_PAID_OUT_INT_AMT, i18n.language),
                  },
                  ...(fee(shown.LOAN_PAID_OUT_PENALTY_AMT)
                    ? [
                        {
                          label: t('early.penalty'),
                          value: formatRupiah(shown.LOAN_PAID_OUT_PENALTY_AMT, i18n.language),
                          tone: 'overdue' as const,
                        },
                      ]
                    : []),
                  {
                    label: t('early.violation'),
                    note: t('early.violationNote'),
                    value: formatRupiah(shown.LOAN_PAID_OUT_VIOLATION_AMT, i18n.language),
                    testId: 'repay-violation',
                  },
                  ...(fee(shown.LOAN_PAID_OUT_FEE_AMT)
                    ? [
                        {
                          label: t('early.fee'),
                          value: formatRupiah(shown.LOAN_PAID_OUT_FEE_AMT, i18n.language),
                        },
                      ]
                    : []),
                  ...(fee(shown.LOAN_PAID_OUT_MONTH_FEE_AMT)
                    ? [
                        {
                          label: t('early.monthFee'),
                          value: formatRupiah(shown.LOAN_PAID_OUT_MONTH_FEE_AMT, i18n.language),
                        },
                      ]
                    : []),
                  {
                    label: t('early.total'),
                    value: formatRupiah(amount, i18n.language),
                    strong: true,
                    testId: 'repay-total',
                  },
                ]}
              />
            </Card>
            {blocked ? (
              <BlockedAction payoff={shown} />
            ) : (
              <PayFooter
                amount={amount}
                repay={repay}
                submitLabel={t('early.submit', { amount: formatRupiah(amount, i18n.language) })}
                pinBody={t('early.pinBody', { amount: formatRupiah(amount, i18n.language) })}
              />
            )}
          </Screen>
        );
      }}
    </QueryFrame>
  );
}

function BlockedAction({ payoff }: { payoff: Payoff }) {
  const action = useBlockerAction(payoff);
  return (
    <BottomAction onClick={action.onClick} testId={action.testId}>
      {action.label}
    </BottomAction>
  );
}

/** ROUTES.REPAYMENT_EARLY: the loans to pay off early, or one loan (?ref=REF_NBR). */
export default function EarlyPage() {
  const [search] = useSearchParams();
  const ref = search.get('ref');
  return ref ? <EarlyDetail key={ref} refNbr={ref} /> : <EarlyList />;
}
