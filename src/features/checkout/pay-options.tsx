import { Switch } from 'antd-mobile';
import { BankcardOutline, GiftOutline } from 'antd-mobile-icons';
import { RupiahIcon } from '../../shared/ui/rupiah-icon';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../shared/lib/points';
import { formatRupiah } from '../../shared/lib/money';
import { Card } from '../../shared/ui/screen';
import { Option, Problem } from './pay-option';
import { PayLaterFields } from './paylater-fields';
import { pointsFor, type Split, type SplitForm, type SplitLimits } from './split';

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
            <PayLaterFields
              control={control}
              terms={limits.payLater.terms}
              errors={errors}
              onChange={onChange}
              cost={payLaterCost}
            />
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
