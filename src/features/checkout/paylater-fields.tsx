import { useId, type ReactNode } from 'react';
import { Input, Selector } from 'antd-mobile';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { digitsOf, groupDigits } from '../../shared/lib/amount-digits';
import { Problem } from './pay-option';
import type { SplitForm } from './split';
import '../../shared/forms/forms.css';

/**
 * The Pay Later part of an order, once switched on: the amount (grouped as rupiah are, with dots in both
 * languages, '700.160', beside 'Rp350.000'; issue 40), the tenor chips, what it costs, when it is billed.
 */
export function PayLaterFields({
  control,
  terms,
  errors,
  onChange,
  cost,
}: {
  control: Control<SplitForm>;
  /** The tenors the line offers, in months. */
  terms: readonly string[];
  errors: { payLaterAmt?: string; loanTerm?: string };
  onChange: () => void;
  cost?: ReactNode;
}) {
  const { t, i18n } = useTranslation('checkout');
  const lang = i18n.language;
  const amountId = useId();
  const amountErrorId = useId();
  return (
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
            options={terms.map((term) => ({
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
      {cost}
      <p className="co-option__detail">{t('options.payLaterBilled')}</p>
    </div>
  );
}
