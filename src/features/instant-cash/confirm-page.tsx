import { Button, Checkbox, NoticeBar } from 'antd-mobile';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import { isApiError } from '../../api';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { PinSheet } from '../../shared/ui/pin-sheet';
import { TextLink } from '../../shared/ui/text-link';
import { CashGate } from './cash-gate';
import { formatDate } from '../../shared/lib/dates';
import { amountPath, choiceOf, type LoanChoice } from './paths';
import { Rows, useInstalmentRows, useTermLabel } from './quote-view';
import { CashUnavailable } from './unavailable';
import { isCode } from '../../api/is-code';
import { nextDateOf, useCashCoupons, useLoanQuote } from './use-cash-data';
import { useWithdraw } from './use-withdraw';
import { QueryFrame } from '../../shared/ui/query-frame';
import '../../shared/ui/agreement.css';
// The shared shell's classes first, so the feature's modifiers win.
import '../../shared/ui/screen.css';
import './instant-cash.css';
import { BreakdownCard } from './cash-card';

function Confirm({ pc, choice }: { pc: PersonalCenter; choice: LoanChoice }) {
  const { t, i18n } = useTranslation('instantCash');
  const nav = useAppNavigate();
  const termLabel = useTermLabel();
  const instalmentRows = useInstalmentRows();
  const [agreed, setAgreed] = useState(false);
  const quote = useLoanQuote(Number(choice.amount), choice.coupon || undefined);
  const coupons = useCashCoupons();
  const option = quote.data?.LOAN_LIST.find((o) => Number(o.LOAN_INIT_TERM) === choice.term);
  const withdraw = useWithdraw(
    option
      ? {
          LOAN_INIT_PRIN: option.LOAN_INIT_PRIN,
          LOAN_TERM: option.LOAN_INIT_TERM,
          INEREST_RATE: option.INT_RATE,
          FEE_AMT: option.UPFRONT_ADMIN_FEE,
          ...(option.EQUITY_NO ? { EQUITY_NO: option.EQUITY_NO } : {}),
        }
      : null,
    choice,
  );
  useBackHandler(useCallback(() => nav.replace(amountPath(choice)), [nav, choice]));

  const failure = (error: unknown) => {
    if (isCode(error, 'CREDIT_CASH_ONCE_PER_MONTH'))
      return (
        <CashUnavailable
          reason="once-per-month"
          pc={pc}
          message={error.ret_msg}
          nextDate={nextDateOf(error)}
        />
      );
    // Any other refusal of the offer (amount, coupon, line changed): the amount step explains it.
    if (isApiError(error) && error.kind === 'code') return <Navigate to={amountPath(choice)} replace />;
    return undefined;
  };
  return (
    <QueryFrame query={quote} failure={failure}>
      {(data) => {
        if (!option) return <Navigate to={amountPath(choice)} replace />;

        const coupon = coupons.data?.find((c) => c.equityNo === option.EQUITY_NO);
        const contracts = data.CONTRACT_BASE.map((c) => c.CONTRACT_NAME).join(t('confirm.and'));
        const amountText = formatRupiah(option.LOAN_INIT_PRIN, i18n.language);
        return (
          <div className="screen" data-testid="cash-confirm-page">
            <section className="card cash-summary" aria-labelledby="cash-confirm-heading">
              <h2 className="cash-summary__label" id="cash-confirm-heading">
                {t('confirm.heading')}
              </h2>
              <p className="cash-summary__amount" data-testid="cash-confirm-amount">
                {amountText}
              </p>
              <p className="cash-summary__received" data-testid="cash-confirm-received">
                {t('confirm.received')} <strong>{formatRupiah(option.FUND_AMT, i18n.language)}</strong>
              </p>
              <Rows
                label={t('confirm.heading')}
                rows={[
                  { label: t('confirm.term'), value: termLabel(option.LOAN_INIT_TERM) },
                  ...instalmentRows(
                    option.SCHEDULE_LIST.map((s) => s.AMOUNT),
                    option.FIRST_BILL_AMT,
                    t('confirm.monthly'),
                  ),
                  {
                    label: t('confirm.firstDue'),
                    value: formatDate(option.FIRST_PMT_DATE, i18n.language),
                  },
                  ...(coupon ? [{ label: t('confirm.coupon'), value: coupon.equityName }] : []),
                ]}
              />
            </section>

            {/* The summary above says what arrives and the first due date: the breakdown does not repeat them. */}
            <BreakdownCard
              titleId="cash-confirm-breakdown"
              title={t('breakdown.title')}
              option={option}
              without={['received', 'firstDue']}
            />

            {withdraw.unanswered ? (
              <section className="card cash-retry" role="alert">
                <NoticeBar color="alert" content={t('confirm.retryTitle')} className="cash-retry__bar" />
                <p className="cash-retry__body">{t('confirm.retryBody')}</p>
                <Button
                  block
                  color="primary"
                  fill="outline"
                  loading={withdraw.resending}
                  onClick={() => void withdraw.resend()}
                  className="cash-retry__button"
                >
                  {t('confirm.retry')}
                </Button>
              </section>
            ) : null}

            <form className="card agreement-list" onSubmit={(e) => e.preventDefault()}>
              <Checkbox checked={agreed} onChange={setAgreed} className="agreement-item">
                {t('confirm.agreement', { contracts })}
              </Checkbox>
            </form>

            <TextLink onClick={() => nav.replace(amountPath(choice))}>{t('confirm.back')}</TextLink>

            <BottomAction
              onClick={withdraw.open}
              disabled={!agreed || !!withdraw.unanswered}
              disabledReason={withdraw.unanswered ? t('confirm.retryTitle') : t('confirm.agreementRequired')}
              testId="cash-confirm"
            >
              {t('confirm.submit')}
            </BottomAction>

            <PinSheet
              visible={withdraw.sheetOpen}
              title={t('pin.title')}
              description={t('pin.body', { amount: amountText })}
              boxesLabel={t('pin.boxes')}
              busyLabel={t('pin.checking')}
              error={withdraw.pinError}
              onComplete={withdraw.onPin}
              onClose={withdraw.close}
            />
          </div>
        );
      }}
    </QueryFrame>
  );
}

/** ROUTES.INSTANT_CASH_CONFIRM: the chosen loan as the bank quotes it, the agreement, then the PIN. */
export default function ConfirmPage() {
  const [search] = useSearchParams();
  const query = search.toString();
  const choice = useMemo(() => choiceOf(new URLSearchParams(query)), [query]);
  if (!choice) return <Navigate to={amountPath()} replace />;
  return <CashGate>{(pc) => <Confirm pc={pc} choice={choice} />}</CashGate>;
}
