import { useId } from 'react';
import { Input, Selector, Switch } from 'antd-mobile';
import { BankcardOutline, ExclamationCircleOutline, GiftOutline } from 'antd-mobile-icons';
import { RupiahIcon } from '../../shared/ui/rupiah-icon';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { digitsOf, groupDigits } from '../../shared/lib/amount-digits';
import { formatPoints } from '../../shared/lib/points';
import { formatRupiah } from '../../shared/lib/money';
import { Card } from '../../shared/ui/screen';
import { pointsFor, type Split, type SplitForm, type SplitLimits } from './split';
import '../../shared/forms/forms.css';

// Points and typed amounts are grouped as rupiah are, with dots in both languages ('700.160'): one number
// format on the screen beside 'Rp350.000' (issue 40), by the shared helpers.
export { digitsOf, groupDigits };

function Problem({
  id,
  text,
  alert,
  testId,
}: {
  id?: string;
  text: string;
  alert?: boolean;
  testId?: string;
}) {
  return (
    <p className="co-option__problem" id={id} role={alert ? 'alert' : undefined} data-testid={testId}>
      <ExclamationCircleOutline aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

function Option(props: {
  icon: ReactNode;
  name: string;
  note: ReactNode;
  amount?: string;
  control?: ReactNode;
  children?: ReactNode;
  testId: string;
  on: boolean;
}) {
  return (
    <div className={`co-option${props.on ? ' co-option--on' : ''}`} data-testid={props.testId}>
      <div className="co-option__row">
        <span className="co-option__icon" aria-hidden="true">
          {props.icon}
        </span>
        <span className="co-option__text">
          <span className="co-option__name">{props.name}</span>
          <span className="co-option__note">{props.note}</span>
        </span>
        {props.amount ? <span className="co-option__amount">{props.amount}</span> : null}
        {props.control}
      </div>
      {props.children}
    </div>
  );
}

export interface OptionErrors {
  payLaterAmt?: string;
  loanTerm?: string;
  /** The balance part is short (live), and whether a submit or the bank just said so. */
  balance?: { text: string; alert: boolean };
  points?: string;
  payLater?: string;
}

/**
 * The ways to pay one order, together: points (all that are needed), Pay Later (an amount and a tenor)
 * and the Allo Pay balance for the rest. Each says what it holds and what it pays.
 */
export function PayOptions({
  control,
  form,
  limits,
  split,
  payLaterNote,
  errors,
  onPayLater,
  onChange,
  payLaterCost,
}: {
  control: Control<SplitForm>;
  form: SplitForm;
  limits: SplitLimits;
  split: Split;
  /** Why Pay Later cannot be used (no line), in the bank's words; null when it can. */
  payLaterNote: string | null;
  errors: OptionErrors;
  /** Pay Later switched on: fill its amount. */
  onPayLater: (on: boolean) => void;
  onChange: () => void;
  /** What the Pay Later part costs on the chosen tenor (the bank's try-out), under the tenor. */
  payLaterCost?: ReactNode;
}) {
  const { t, i18n } = useTranslation('checkout');
  const lang = i18n.language;
  const amountId = useId();
  const amountErrorId = useId();
  const availablePoints = pointsFor(limits);
  return (
    <Card title={t('options.title')} testId="checkout-options">
      <div className="co-options">
        <Option
          icon={<GiftOutline />}
          name={t('options.points')}
          note={t('options.pointsNote', { points: formatPoints(limits.points, lang) })}
          on={form.usePoints}
          testId="checkout-points"
          control={
            <Controller
              name="usePoints"
              control={control}
              render={({ field }) => (
                <Switch
                  checked={field.value}
                  disabled={availablePoints === 0}
                  aria-label={t('options.usePoints')}
                  onChange={(on) => {
                    field.onChange(on);
                    onChange();
                  }}
                />
              )}
            />
          }
        >
          {form.usePoints && split.points > 0 ? (
            <p className="co-option__detail" data-testid="checkout-points-used">
              {t('options.pointsUsed', {
                points: formatPoints(split.points, lang),
                amount: formatRupiah(split.pointsValue, lang),
              })}
            </p>
          ) : null}
          {errors.points ? <Problem text={errors.points} alert testId="checkout-points-problem" /> : null}
        </Option>

        <Option
          icon={<BankcardOutline />}
          name={t('options.payLater')}
          note={
            limits.payLater
              ? t('options.payLaterNote', { amount: formatRupiah(limits.payLater.available, lang) })
              : (payLaterNote ?? t('options.payLaterLoading'))
          }
          on={form.usePayLater}
          testId="checkout-paylater"
          control={
            <Controller
              name="usePayLater"
              control={control}
              render={({ field }) => (
                <Switch
                  checked={field.value}
                  disabled={!limits.payLater}
                  aria-label={t('options.usePayLater')}
                  onChange={(on) => {
                    field.onChange(on);
                    onPayLater(on);
                    onChange();
                  }}
                />
              )}
            />
          }
        >
          {form.usePayLater && limits.payLater ? (
            <div className="co-paylater">
              <label className="co-paylater__label" htmlFor={amountId}>
                {t('options.payLaterAmount')}
              </label>
              <Controller
                name="payLaterAmt"
                control={control}
                render={({ field }) => (
                  <div className={`input-box co-amount${errors.payLaterAmt ? ' co-amount--error' : ''}`}>
                    <span className="co-amount__currency" aria-hidden="true">
                      {t('options.currency')}
                    </span>
                    <Input
                      id={amountId}
                      ref={field.ref}
                      className="co-amount__input"
                      inputMode="numeric"
                      enterKeyHint="done"
                      autoComplete="off"
                      aria-invalid={errors.payLaterAmt ? true : undefined}
                      aria-describedby={errors.payLaterAmt ? amountErrorId : undefined}
                      value={groupDigits(field.value, lang)}
                      onChange={(text) => {
                        field.onChange(digitsOf(text));
                        onChange();
                      }}
                      onBlur={field.onBlur}
                    />
                  </div>
                )}
              />
              {errors.payLaterAmt ? (
                <Problem
                  id={amountErrorId}
                  text={errors.payLaterAmt}
                  alert
                  testId="checkout-paylater-amount-problem"
                />
              ) : null}
              <p className="co-paylater__label" id={`${amountId}-tenor`}>
                {t('options.tenor')}
              </p>
              <Controller
                name="loanTerm"
                control={control}
                render={({ field }) => (
                  <Selector
                    className="choice-pills choice-pills--grid co-tenor"
                    aria-labelledby={`${amountId}-tenor`}
                    columns={4}
                    showCheckMark={false}
                    options={limits.payLater!.terms.map((term) => ({
                      label: t('options.months', { count: Number(term) }),
                      value: term,
                    }))}
                    value={[field.value]}
                    onChange={(values) => {
                      if (values[0]) field.onChange(values[0]);
                      onChange();
                    }}
                  />
                )}
              />
              {errors.loanTerm ? <Problem text={errors.loanTerm} alert /> : null}
              {payLaterCost}
              <p className="co-option__detail">{t('options.payLaterBilled')}</p>
            </div>
          ) : null}
          {errors.payLater ? (
            <Problem text={errors.payLater} alert testId="checkout-paylater-problem" />
          ) : null}
        </Option>

        <Option
          icon={<RupiahIcon />}
          name={t('options.balance')}
          note={t('options.balanceNote', { amount: formatRupiah(limits.balance, lang) })}
          amount={formatRupiah(Math.max(split.balance, 0), lang)}
          on={split.balance > 0}
          testId="checkout-balance"
        >
          {errors.balance ? (
            <>
              <Problem
                text={errors.balance.text}
                alert={errors.balance.alert}
                testId="checkout-balance-short"
              />
              <p className="co-option__detail">{t('options.balanceShortHint')}</p>
            </>
          ) : null}
        </Option>
      </div>
    </Card>
  );
}
