import { zodResolver } from '@hookform/resolvers/zod';
import { Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import { isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { formatRupiah } from '../../shared/lib/money';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { AmountInput } from '../../shared/ui/amount-input';
import { BottomAction } from '../../shared/ui/bottom-action';
import { CallFailure } from '../../shared/ui/query-frame';
import { amountMessage, cashAmountSchema, type CashAmountForm, type CashAmountValues } from './cash-amount';
import { minimumOf, planTermsOf } from './cash-state';
import { CouponPicker } from './coupon-picker';
import { MonthlyFigure } from './monthly-figure';
import { choiceOf, confirmPath } from './paths';
import { useTermLabel } from './quote-view';
import { instalmentsOf } from '../../shared/lib/instalments';
import { useSettled } from '../../shared/lib/use-settled';
import { CashUnavailable, type Unavailable } from './unavailable';
import { couponFitsAmount, nextDateOf, useCashCoupons, useLoanQuote } from './use-cash-data';
import { BreakdownCard, CashCard } from './cash-card';

/** Refusals of try/loan that mean no withdrawal now (the line changed, or once per month). */
const BLOCKING = {
  CREDIT_ACCOUNT_FROZEN: 'account-frozen',
  CREDIT_ACCOUNT_TEMPORARILY_LOCKED: 'account-locked',
  CREDIT_SECURITY_RISK: 'security-risk',
  CREDIT_CASH_ONCE_PER_MONTH: 'once-per-month',
  CREDIT_OVERDUE: 'repay-first',
  CREDIT_CASH_NOT_AVAILABLE: 'not-available',
  CREDIT_CASH_ONLY_PAY: 'only-pay',
  CREDIT_ACCOUNT_LOSS: 'loss',
  CREDIT_ACCOUNT_LOCKED: 'locked',
  CREDIT_ACCOUNT_PARTIALLY_LOCKED: 'partially-locked',
} as const satisfies Record<string, Unavailable>;

/** The amount from the URL (coming back from confirm) or the whole cash limit. */
function useStart(pc: PersonalCenter, terms: number[]) {
  const [search] = useSearchParams();
  const choice = choiceOf(search);
  const preferred = terms.includes(3) ? 3 : (terms[0] ?? 1);
  return {
    amount: choice?.amount ?? String(Number(pc.CASH_OTB)),
    term: choice && terms.includes(choice.term) ? choice.term : preferred,
    coupon: choice?.coupon ?? '',
  };
}

/**
 * The amount with `Rp` and the limit beside it, the term chips, the monthly instalment large, the
 * breakdown and the schedule from try/loan, the coupons; then on to the confirm step.
 */
export function AmountStep({ pc }: { pc: PersonalCenter }) {
  const { t, i18n } = useTranslation('instantCash');
  const nav = useAppNavigate();
  const [, setSearch] = useSearchParams();
  const termLabel = useTermLabel();
  const minimum = minimumOf(pc);
  const maximum = Number(pc.CASH_OTB);
  const terms = planTermsOf(pc);
  const start = useStart(pc, terms);
  const schema = useMemo(() => cashAmountSchema(minimum, maximum), [minimum, maximum]);
  const { control, trigger, setFocus, formState } = useForm<CashAmountForm, unknown, CashAmountValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: start.amount },
  });
  const amount = useWatch({ control, name: 'amount' });
  const valid = schema.safeParse({ amount }).success;
  const principal = useSettled(valid ? Number(amount) : null);
  const [term, setTerm] = useState(start.term);
  const [coupon, setCoupon] = useState(start.coupon);
  const coupons = useCashCoupons();
  const picked = coupons.data?.find((c) => c.equityNo === coupon);
  // A coupon whose minimum the amount misses would make try/loan refuse: it is not sent then.
  const equityNo = picked && principal !== null && couponFitsAmount(picked, principal) ? coupon : undefined;
  const quote = useLoanQuote(principal, equityNo);
  const current = valid && quote.data?.LOAN_LIST[0]?.LOAN_INIT_PRIN === amount && !quote.isPlaceholderData;
  const option = current ? quote.data?.LOAN_LIST.find((o) => Number(o.LOAN_INIT_TERM) === term) : undefined;
  const instalments = option
    ? instalmentsOf(
        option.SCHEDULE_LIST.map((s) => s.AMOUNT),
        option.FIRST_BILL_AMT,
      )
    : null;

  const error = isApiError(quote.error) ? quote.error : null;
  const blocking = error
    ? (Object.keys(BLOCKING) as Array<keyof typeof BLOCKING>).find((code) => isCode(error, code))
    : undefined;
  if (error && blocking) {
    return (
      <CashUnavailable
        reason={BLOCKING[blocking]}
        pc={pc}
        message={error.ret_msg}
        nextDate={nextDateOf(error)}
      />
    );
  }
  const amountRefused = isCode(error, 'CREDIT_CASH_BELOW_MINIMUM', 'CREDIT_CASH_LIMIT_EXCEEDED');
  const fieldError =
    amountMessage(formState.errors.amount?.message, i18n.language) ??
    (amountRefused ? error?.ret_msg : undefined);
  // A coupon the bank no longer takes (used or expired meanwhile) is said at the coupon.
  const couponRefused = isCode(error, 'CREDIT_EQUITY_UNAVAILABLE') ? error.ret_msg : undefined;
  const otherError = !!quote.error && !amountRefused && !couponRefused;

  const next = async () => {
    if (!(await trigger('amount'))) {
      setFocus('amount');
      return;
    }
    if (!option) return;
    const choice = { amount, term, coupon: option.EQUITY_NO ?? '' };
    // Coming back from confirm finds the same choice.
    setSearch(
      { step: 'amount', amount, term: String(term), ...(coupon ? { coupon } : {}) },
      { replace: true },
    );
    nav.push(confirmPath(choice));
  };

  return (
    <div className="screen cash--amount" data-testid="cash-amount">
      <section className="card cash-amount" aria-labelledby="cash-amount-label">
        <Controller
          name="amount"
          control={control}
          render={({ field }) => (
            <AmountInput
              id="cash-amount"
              label={t('amount.label')}
              currency={t('amount.currency')}
              aside={t('amount.limit', { amount: formatRupiah(maximum, i18n.language) })}
              asideTestId="cash-limit"
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError}
              hint={t('amount.hint', {
                minimum: formatRupiah(minimum, i18n.language),
                maximum: formatRupiah(maximum, i18n.language),
              })}
            />
          )}
        />
      </section>

      <CashCard titleId="cash-terms-title" title={t('amount.termsTitle')}>
        <Selector
          className="choice-pills choice-pills--grid cash-terms"
          columns={4}
          aria-labelledby="cash-terms-title"
          options={terms.map((value) => ({ label: termLabel(value), value }))}
          value={[term]}
          onChange={(values) => {
            if (values[0] !== undefined) setTerm(values[0]);
          }}
        />
        <MonthlyFigure instalments={instalments} term={term} quoting={valid && !otherError} />
      </CashCard>

      {otherError ? <CallFailure error={quote.error} onRetry={() => void quote.refetch()} /> : null}

      {option ? (
        <BreakdownCard titleId="cash-breakdown-title" title={t('breakdown.title')} option={option} />
      ) : null}

      {coupons.data?.length ? (
        <CouponPicker
          coupons={coupons.data}
          value={coupon}
          onChange={setCoupon}
          principal={principal}
          term={term}
          option={option}
          refused={couponRefused}
        />
      ) : null}

      <BottomAction
        onClick={() => void next()}
        disabled={valid && !option}
        disabledReason={t('amount.waitQuote')}
        testId="cash-next"
      >
        {t('amount.next')}
      </BottomAction>
    </div>
  );
}
