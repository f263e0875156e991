import { Input } from 'antd-mobile';
import { Dialog } from '../../shared/ui/antd-popups';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RULE_MESSAGES, type RuleMessageKey } from '../../../contracts/rules/messages';
import { langOf } from '../../../contracts/lang';
import type { Flow } from '../../../contracts/entities/onboarding';
import { KtpDataSchema } from '../../../contracts/entities/onboarding-identity';
import { bankToday, isApiError } from '../../api';
import { DateInput } from '../../shared/forms/date-input';
import { submitStep } from '../../shared/onboarding/flow';
import { BottomAction } from '../../shared/ui/bottom-action';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';
import { Field, GenderField } from './ktp-field';
import type { KtpFormValues } from './ktp-values';
import '../../shared/ui/screen.css';

type Name = keyof KtpFormValues;
const NAMES: readonly Name[] = ['nik', 'name', 'birthPlace', 'dateOfBirth', 'gender'];

export const EMPTY_KTP: KtpFormValues = { nik: '', name: '', birthPlace: '', dateOfBirth: '', gender: '' };

/** The section 5 rules of the contract (the bank checks the same); messages stay rule keys until shown. */
const resolver: Resolver<KtpFormValues> = async (values) => {
  const parsed = KtpDataSchema.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<KtpFormValues> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as Name;
    errors[name] ??= { type: 'rule', message: issue.message };
  }
  return { values: {}, errors };
};

/** Field errors the bank answered: `ret_data.issues` with the rule's text in the user's language. */
function bankIssues(retData: unknown): Array<{ path: Name; message: string }> {
  const issues = (retData as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' && (NAMES as string[]).includes(path)
      ? [{ path: path as Name, message }]
      : [];
  });
}

/** The same day `years` back ('YYYY-MM-DD'): the picker's first day, and where its wheels start. */
const yearsBack = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

interface Props {
  kind: 'confirm' | 'manual';
  defaultValues: KtpFormValues;
  /** The OCR step is complete: the flow with its next action. */
  onDone: (flow: Flow) => void;
}

/**
 * The e-KTP data of the OCR step: prefilled from the scan (confirm) or empty (manual), checked with the
 * section 5 rules as the user leaves each field, then sent as the data of submit/flow OCR, where the
 * bank checks them again and answers refused fields under the field.
 */
export function KtpForm({ kind, defaultValues, onDone }: Props) {
  const { t, i18n } = useTranslation('idScan');
  const lang = langOf(i18n.language);
  const { control, handleSubmit, setError, formState } = useForm<KtpFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues,
  });

  const send = useMutation({
    mutationFn: (values: KtpFormValues) => submitStep('OCR', { ...values }),
    onSuccess: onDone,
    onError: (error) => {
      if (!isApiError(error)) return;
      const issues = bankIssues(error.ret_data);
      if (issues.length > 0) {
        issues.forEach((issue, index) =>
          setError(
            issue.path as FieldPath<KtpFormValues>,
            { type: 'bank', message: issue.message },
            {
              shouldFocus: index === 0,
            },
          ),
        );
        return;
      }
      // A network failure shows its own dialog; anything else blocks the step.
      if (error.kind !== 'network') void Dialog.alert({ content: error.ret_msg, confirmText: t('form.ok') });
    },
  });

  const errorOf = (name: Name): string | undefined => {
    const error = formState.errors[name];
    if (!error?.message) return undefined;
    if (error.type === 'bank') return error.message;
    const key = (Object.hasOwn(RULE_MESSAGES, error.message) ? error.message : 'required') as RuleMessageKey;
    return RULE_MESSAGES[key][lang];
  };
  const describedBy = (id: string, name: Name, hint?: boolean) =>
    errorOf(name) ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const sendOnce = useThrottledAction((values: Parameters<typeof send.mutateAsync>[0]) =>
    send.mutateAsync(values),
  );
  const submit = () => void handleSubmit(sendOnce)();

  const text = (name: 'nik' | 'name' | 'birthPlace', extra: { numeric?: boolean; hint?: string }) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const id = `ktp-${name}`;
        return (
          <Field id={id} label={t(`form.${name}`)} error={errorOf(name)} hint={extra.hint}>
            <Input
              id={id}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(extra.numeric ? value.replace(/\D/g, '') : value)}
              onBlur={field.onBlur}
              ref={field.ref}
              inputMode={extra.numeric ? 'numeric' : undefined}
              maxLength={extra.numeric ? 16 : 256}
              autoComplete={name === 'name' ? 'name' : 'off'}
              aria-invalid={errorOf(name) ? true : undefined}
              aria-describedby={describedBy(id, name, !!extra.hint)}
            />
          </Field>
        );
      }}
    />
  );

  return (
    <div className="step-screen step-screen--roomy id-scan id-scan--form" data-testid={`ocr-${kind}`}>
      <section className="step-head id-scan-head" aria-labelledby="ktp-form-heading">
        <h2 id="ktp-form-heading">{t(kind === 'confirm' ? 'form.confirmHeading' : 'form.manualHeading')}</h2>
        <p>{t(kind === 'confirm' ? 'form.confirmBody' : 'form.manualBody')}</p>
      </section>

      <form
        className="ktp-form"
        noValidate
        aria-labelledby="ktp-form-heading"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {text('nik', { numeric: true, hint: t('form.nikHint') })}
        {text('name', {})}
        {text('birthPlace', {})}

        <Controller
          name="dateOfBirth"
          control={control}
          render={({ field }) => (
            <Field id="ktp-dateOfBirth" label={t('form.dateOfBirth')} error={errorOf('dateOfBirth')}>
              <DateInput
                id="ktp-dateOfBirth"
                label={t('form.dateOfBirth')}
                value={field.value}
                min={yearsBack(bankToday(), 100)}
                max={bankToday()}
                start={yearsBack(bankToday(), 30)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                invalid={!!errorOf('dateOfBirth')}
                describedBy={describedBy('ktp-dateOfBirth', 'dateOfBirth')}
              />
            </Field>
          )}
        />

        <Controller
          name="gender"
          control={control}
          render={({ field }) => (
            <GenderField
              field={field}
              error={errorOf('gender')}
              describedBy={describedBy('ktp-gender', 'gender')}
            />
          )}
        />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>

      <BottomAction onClick={submit} loading={send.isPending} testId="ocr-form-submit">
        {t(kind === 'confirm' ? 'form.confirm' : 'form.submit')}
      </BottomAction>
    </div>
  );
}
