import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { TextLink } from '../../shared/ui/text-link';
import type { TopUpQuota } from '../../../contracts/entities/top-up';
import { formatRupiah } from '../../shared/lib/money';
import { AmountInput } from '../../shared/ui/amount-input';
import { useCapText } from './top-up-parts';
import { maxOf, ruleText, upgradeOf } from './top-up-view';

/** The amount is above what the tier takes (the form's rule, or the bank's refusal with its numbers). */
function isCapError(error: FieldError | undefined): boolean {
  return error?.type === 'bankCap' || error?.message === 'tierCap';
}

/** The words of a field's error: the bank's own (type `bank`), the tier cap with its numbers, or a rule. */
export function useFieldText(quota: TopUpQuota | undefined) {
  const { i18n } = useTranslation('topUp');
  const capText = useCapText();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'bank' || error.type === 'bankCap') return error.message;
    if (error.message === 'tierCap') return capText(quota) ?? ruleText('amount', i18n.language);
    return ruleText(error.message, i18n.language);
  };
}

/**
 * The top-up amount (spec section 5: required, at least Rp10.000) with the tier's room under it; the form's
 * `amount` field through the shared rupiah input.
 */
export function AmountField<T extends FieldValues & { amount: string }>({
  control,
  quota,
  onEdit,
}: {
  control: Control<T>;
  quota: TopUpQuota | undefined;
  /** Typing clears what the bank said about the previous amount. */
  onEdit?: () => void;
}) {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const fieldText = useFieldText(quota);
  const max = maxOf(quota);
  const upgrade = quota ? upgradeOf(quota.mpcLevel) : null;
  const minimum = formatRupiah(quota?.minTopUpAmt ?? 10_000, i18n.language);
  const hint =
    max === null
      ? t('amount.hintUnlimited', { minimum })
      : max < Number(quota?.minTopUpAmt ?? 10_000)
        ? t('amount.full', { tier: quota?.tierName ?? '' })
        : t('amount.hint', { minimum, maximum: formatRupiah(max, i18n.language) });
  return (
    <Controller
      name={'amount' as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <>
          <AmountInput
            id="topup-amount"
            label={t('amount.label')}
            currency={t('currency')}
            inputRef={field.ref}
            value={String(field.value ?? '')}
            onChange={(digits) => {
              onEdit?.();
              field.onChange(digits);
            }}
            onBlur={field.onBlur}
            error={fieldText(fieldState.error)}
            hint={quota ? hint : undefined}
          />
          {upgrade && isCapError(fieldState.error) ? (
            <div className="tu-upgrade">
              <TextLink onClick={() => nav.push(upgrade.to)} testId="topup-upgrade">
                {upgrade.key === 'middle' ? t('limits.upgradeMiddle') : t('limits.upgradePrime')}
              </TextLink>
            </div>
          ) : null}
        </>
      )}
    />
  );
}
