import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OptionGroup } from '../../../contracts/entities/onboarding-ext-info';
import { PrimeInputSchema, type PrimeInput } from '../../../contracts/entities/onboarding-prime';
import { isApiError } from '../../api';
import { BottomAction } from '../ui/bottom-action';
import { Card } from '../ui/screen';
import { bankIssues, errorText, Field, useFieldAsk, type AskKind } from './form-field';
import { AddressField, OptionField, type AddressValue } from './picker-field';
import type { PrimeValues } from './prime-prefill';
import './forms.css';
import { useThrottledAction } from '../lib/use-throttled-action';

type FormValues = { [K in keyof PrimeInput]-?: string };
type Name = keyof FormValues;

const EMPTY: FormValues = {
  businessFields: '',
  profession: '',
  post: '',
  sourceOfMoney: '',
  openingAccountPurposes: '',
  monthlyIncome: '',
  currentAddress: '',
  rt: '',
  rw: '',
  postCode: '',
  province: '',
  city: '',
  distriCindy: '',
  subDistriCindy: '',
  taxId: '',
};

const PLACE_FIELDS = ['province', 'city', 'distriCindy', 'subDistriCindy'] as const;

/** Each choice of the Prime form and the contract list (i18n group) it picks from. */
const OPTIONS = {
  profession: 'occupationType',
  businessFields: 'industry',
  post: 'position',
  sourceOfMoney: 'incomeSource',
  monthlyIncome: 'incomeMonthly',
  openingAccountPurposes: 'acctOpenPurpose',
} as const satisfies Record<string, OptionGroup>;

/** The contract's schema on the form's strings: an empty NPWP is no NPWP. */
const schemaResolver = zodResolver(PrimeInputSchema as never) as unknown as Resolver<FormValues>;
const resolver: Resolver<FormValues> = (values, context, options) =>
  schemaResolver({ ...values, taxId: values.taxId || undefined } as FormValues, context, options);

/** The form's strings as upgrade/high_account takes them: no NPWP field when none was typed. */
function toPrimeInput(form: FormValues): PrimeInput {
  const { taxId, ...rest } = form;
  return (taxId ? { ...rest, taxId } : rest) as PrimeInput;
}

export interface PrimeDataFormProps {
  /** Cards above the form's own (an intro, what the customer gains); the first one names the form. */
  intro: ReactNode;
  /** Id of the heading (inside `intro`) that names the form. */
  labelledBy: string;
  submitLabel: string;
  testId: string;
  /** Sends the valid data (upgrade/high_account and whatever the caller does after it). */
  send: (data: PrimeInput) => Promise<unknown>;
  onSent: () => void;
  /** A refusal that concerns no field (unsuccessful, try later...) or a failure to reach the bank. */
  onRefused: (error: unknown) => void;
  /** What the bank already holds (the Pay Later form's answers), so the form does not ask it again. */
  initial?: PrimeValues;
}

/**
 * The Allo Prime data form (work, income, home address with the section 5 rules), shared by the PRIME_INPUT
 * step of the application and the Prime upgrade. Its words are the application's (onboarding namespace:
 * the same option lists and address lookup as the Pay Later form). The bank's field refusals
 * (ret_data.issues) are shown under their fields; any other outcome goes back to the caller.
 */
export function PrimeDataForm({
  intro,
  labelledBy,
  submitLabel,
  testId,
  send,
  onSent,
  onRefused,
  initial,
}: PrimeDataFormProps) {
  const { t, i18n } = useTranslation('onboarding');
  const { control, handleSubmit, setError, setValue, formState, trigger } = useForm<FormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...EMPTY, ...initial },
  });

  const save = useMutation({
    mutationFn: (form: FormValues) => send(toPrimeInput(form)),
    onSuccess: () => onSent(),
    onError: (error) => {
      const issues = isApiError(error) ? bankIssues(error.ret_data).filter((i) => i.path in EMPTY) : [];
      for (const issue of issues) {
        setError(issue.path as FieldPath<FormValues>, { type: 'bank', message: issue.message });
      }
      if (issues.length === 0) onRefused(error);
    },
  });

  const ask = useFieldAsk();
  const errorOf = (name: Name, kind: AskKind, label: string) =>
    errorText(formState.errors[name], i18n.language, ask(kind, label));
  const saveOnce = useThrottledAction((form: Parameters<typeof save.mutateAsync>[0]) =>
    save.mutateAsync(form),
  );
  const submit = () => void handleSubmit(saveOnce)();

  const option = (name: keyof typeof OPTIONS) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <OptionField
          id={`prime-${name}`}
          label={t(`prime.fields.${name}`)}
          error={errorOf(name, 'select', t(`prime.fields.${name}`))}
          value={field.value}
          group={OPTIONS[name]}
          onChange={(code) => field.onChange(code)}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  const text = (name: Name, opts: { numeric?: boolean; maxLength?: number; hint?: string } = {}) => {
    const label = t(`prime.fields.${name}` as 'prime.fields.rt');
    return (
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Field id={`prime-${name}`} label={label} error={errorOf(name, 'enter', label)} hint={opts.hint}>
            <Input
              id={`prime-${name}`}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(opts.numeric ? value.replace(/\D/g, '') : value)}
              onBlur={field.onBlur}
              ref={field.ref}
              inputMode={opts.numeric ? 'numeric' : undefined}
              maxLength={opts.maxLength ?? 256}
              aria-label={label}
            />
          </Field>
        )}
      />
    );
  };

  const [province, city, distriCindy, subDistriCindy, postCode] = useWatch({
    control,
    name: [...PLACE_FIELDS, 'postCode'],
  });
  const place: AddressValue | null = subDistriCindy
    ? { province, city, district: distriCindy, subDistrict: subDistriCindy, postalCode: postCode }
    : null;
  const pickPlace = (picked: AddressValue) => {
    setValue('province', picked.province);
    setValue('city', picked.city);
    setValue('distriCindy', picked.district);
    setValue('subDistriCindy', picked.subDistrict);
    setValue('postCode', picked.postalCode);
    void trigger([...PLACE_FIELDS, 'postCode']);
  };
  const placeError = PLACE_FIELDS.map((name) => errorOf(name, 'select', t('form.place'))).find(Boolean);

  return (
    <>
      <form
        className="form-stack"
        noValidate
        aria-labelledby={labelledBy}
        data-testid={testId}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {intro}
        <Card title={t('prime.work')}>
          {option('profession')}
          {option('businessFields')}
          {option('post')}
        </Card>
        <Card title={t('prime.money')}>
          {option('sourceOfMoney')}
          {option('monthlyIncome')}
          {option('openingAccountPurposes')}
          {text('taxId', { numeric: true, maxLength: 15, hint: t('prime.taxIdHint') })}
        </Card>
        <Card title={t('prime.home')}>
          <AddressField
            id="prime-place"
            label={t('form.place')}
            error={placeError}
            value={place}
            onChange={pickPlace}
            onBlur={() => void trigger(['province'])}
          />
          {text('postCode', { numeric: true, maxLength: 5, hint: t('form.zipHint') })}
          {text('currentAddress')}
          <div className="two-columns form-pair">
            {text('rt', { numeric: true, maxLength: 3 })}
            {text('rw', { numeric: true, maxLength: 3 })}
          </div>
        </Card>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      <BottomAction loading={save.isPending} onClick={submit} testId="prime-submit">
        {submitLabel}
      </BottomAction>
    </>
  );
}
