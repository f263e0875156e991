import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AmountInputSchema } from '../../../contracts/rules/fields';
import { RULE_MESSAGES } from '../../../contracts/rules/messages';
import { langOf } from '../../../contracts/lang';
import { either } from '../../../contracts/spelling';
import { formatRupiah } from '../../shared/lib/money';
import { Rows } from '../../shared/ui/rows';
import { AmountInput } from '../../shared/ui/amount-input';
import { savingOf, type CouponDetail } from './coupon-view';
import { useTryCalc } from './use-coupons';

/** The amount to work out: required, whole rupiah above 0 (contracts/rules, the same rule the bank applies). */
const AmountFormSchema = z.object({
  amount: z.pipe(z.string().check(z.minLength(1, 'required')), AmountInputSchema),
});
type AmountForm = z.infer<typeof AmountFormSchema>;

function messageOf(key: string | undefined, language: string): string | undefined {
  if (!key) return undefined;
  const entry = key === 'required' ? RULE_MESSAGES.required : RULE_MESSAGES.amount;
  return entry[langOf(language)];
}

/**
 * What this coupon saves on an amount the customer types (cust_rights_try_calc at the coupon's merchant):
 * the discount and what is left to pay, or why it does not apply.
 */
export function TryCalc({ coupon }: { coupon: CouponDetail }) {
  const { t, i18n } = useTranslation('coupons');
  const calc = useTryCalc();
  const { control, handleSubmit, formState } = useForm<AmountForm>({
    resolver: zodResolver(AmountFormSchema),
    mode: 'onTouched',
    defaultValues: { amount: '' },
  });
  const error = messageOf(formState.errors.amount?.message, i18n.language);
  const saving = calc.data ? savingOf(calc.data, coupon.cardVoucherCode) : undefined;

  return (
    <form
      className="cp-calc"
      noValidate
      onSubmit={handleSubmit(({ amount }) =>
        calc.mutate({ amount, mctId: either(coupon, 'mctId', 'mct_id') }),
      )}
    >
      <Controller
        name="amount"
        control={control}
        render={({ field }) => (
          <AmountInput
            id="coupon-calc"
            label={t('calc.label')}
            currency={t('calc.currency')}
            value={field.value}
            inputRef={field.ref}
            onChange={(digits) => {
              calc.reset();
              field.onChange(digits);
            }}
            onBlur={field.onBlur}
            error={error}
            hint={
              coupon.useLowerAmt !== undefined && Number(coupon.useLowerAmt) > 0
                ? t('calc.hint', { amount: formatRupiah(coupon.useLowerAmt, i18n.language) })
                : undefined
            }
          />
        )}
      />
      <Button
        type="submit"
        color="primary"
        fill="outline"
        shape="rounded"
        className="cp-calc__submit"
        loading={calc.isPending}
        data-testid="coupon-calc-submit"
      >
        {t('calc.submit')}
      </Button>
      {calc.error ? (
        <p className="cp-calc__error" role="alert">
          {calc.error.message || t('calc.failed')}
        </p>
      ) : null}
      <div role="status" className="cp-calc__result" data-testid="coupon-calc-result">
        {saving?.kind === 'saves' ? (
          <Rows
            label={t('calc.resultLabel')}
            rows={[
              {
                label: t('calc.amount'),
                value: formatRupiah(calc.data?.transMoney ?? 0, i18n.language),
              },
              {
                label: t('calc.discount'),
                value: formatRupiah(saving.discount, i18n.language, 'out'),
                tone: 'paid',
                testId: 'coupon-calc-discount',
              },
              {
                label: t('calc.pay'),
                value: formatRupiah(saving.pay, i18n.language),
                strong: true,
                testId: 'coupon-calc-pay',
              },
            ]}
          />
        ) : saving?.kind === 'min-amount' && coupon.useLowerAmt !== undefined ? (
          <p className="cp-calc__note">
            {t('calc.minAmount', { amount: formatRupiah(coupon.useLowerAmt, i18n.language) })}
          </p>
        ) : saving?.kind === 'merchant' ? (
          <p className="cp-calc__note">{t('calc.merchant', { merchant: coupon.mctName })}</p>
        ) : saving?.kind === 'not-usable' ? (
          <p className="cp-calc__note">{t('calc.notUsable')}</p>
        ) : null}
      </div>
    </form>
  );
}
