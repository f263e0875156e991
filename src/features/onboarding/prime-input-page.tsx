import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, Input, Result } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODES } from '../../../contracts';
import { type OptionGroup } from '../../../contracts/entities/onboarding-ext-info';
import { PrimeInputSchema, type PrimeInput } from '../../../contracts/entities/onboarding-prime';
import { call, endpointQuery, endpoints, isApiError } from '../../api';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { submitStep } from '../../shared/onboarding/flow';
import { BottomAction } from '../../shared/ui/bottom-action';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { bankIssues, errorText, Field } from './field';
import { AddressField, OptionField, type AddressValue } from './picker-field';
import './onboarding.css';

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

/** The customer already holds Allo Prime: the bank has the data, the step only needs confirming. */
function AlreadyPrime() {
  const { t } = useTranslation('onboarding');
  const nav = useAppNavigate();
  const next = useMutation({
    mutationFn: () => submitStep('PRIME_INPUT'),
    onSuccess: () => nav.replace(ROUTES.LOADING),
  });
  return (
    <div className="onboarding" data-testid="prime-input">
      <Result
        status="success"
        title={<h2 className="onboarding-result__title">{t('prime.already.title')}</h2>}
        description={t('prime.already.body')}
      />
      {next.error ? <ErrorState error={next.error} onRetry={() => next.mutate()} /> : null}
      <BottomAction onClick={() => next.mutate()} loading={next.isPending} testId="prime-submit">
        {t('prime.continue')}
      </BottomAction>
    </div>
  );
}

/**
 * The Prime data step (PRIME_INPUT): work, income and home address with the section 5 rules, sent with
 * upgrade/high_account (which opens Allo Prime); then the step is completed and the flow goes on.
 */
export default function PrimeInputPage() {
  const member = useQuery(endpointQuery(endpoints.queryMemberInfo, {}));
  if (member.isPending) return <PageSkeleton />;
  if (member.error) return <ErrorState error={member.error} onRetry={() => void member.refetch()} />;
  if (member.data.mpcLevel === '3') return <AlreadyPrime />;
  return <PrimeForm />;
}

function PrimeForm() {
  const { t, i18n } = useTranslation('onboarding');
  const nav = useAppNavigate();
  const { control, handleSubmit, setError, setValue, formState, trigger } = useForm<FormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  // A retry after the step failed must not open Prime twice.
  const upgraded = useRef(false);

  const save = useMutation({
    mutationFn: async (form: FormValues) => {
      if (!upgraded.current) {
        const { taxId, ...rest } = form;
        await call(endpoints.upgradeHighAccount, taxId ? { ...rest, taxId } : rest);
        upgraded.current = true;
      }
      return submitStep('PRIME_INPUT');
    },
    onSuccess: () => nav.replace(ROUTES.LOADING),
    onError: (error) => {
      if (!isApiError(error) || error.kind === 'network') return;
      const issues = bankIssues(error.ret_data).filter((i) => i.path in EMPTY);
      for (const issue of issues) {
        setError(issue.path as FieldPath<FormValues>, { type: 'bank', message: issue.message });
      }
      if (issues.length > 0) return;
      const title = error.ret_code === CODES.UPGRADE_UNSUCCESSFUL.code ? t('prime.unsuccessful') : undefined;
      void Dialog.alert({ title, content: error.ret_msg, confirmText: t('ok') });
    },
  });

  const errorOf = (name: Name) => errorText(formState.errors[name], i18n.language);
  const submit = () => void handleSubmit((form) => save.mutate(form))();

  const option = (name: keyof typeof OPTIONS) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <OptionField
          id={`prime-${name}`}
          label={t(`prime.fields.${name}`)}
          error={errorOf(name)}
          value={field.value}
          group={OPTIONS[name]}
          onChange={(code) => field.onChange(code)}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  const text = (
    name: Name,
    opts: { numeric?: boolean; maxLength?: number; hint?: string; label?: string } = {},
  ) => {
    const label = opts.label ?? t(`prime.fields.${name}` as 'prime.fields.rt');
    return (
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Field id={`prime-${name}`} label={label} error={errorOf(name)} hint={opts.hint}>
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
  const placeError = PLACE_FIELDS.map((name) => errorOf(name)).find(Boolean);

  return (
    <div className="onboarding" data-testid="prime-input">
      <form
        className="onboarding-form"
        noValidate
        aria-labelledby="prime-heading"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <section className="onboarding-card onboarding-card--intro" aria-labelledby="prime-heading">
          <h2 id="prime-heading">{t('prime.heading')}</h2>
          <p>{t('prime.body')}</p>
        </section>

        <section className="onboarding-card" aria-labelledby="prime-work">
          <h3 id="prime-work">{t('prime.work')}</h3>
          {option('profession')}
          {option('businessFields')}
          {option('post')}
        </section>

        <section className="onboarding-card" aria-labelledby="prime-money">
          <h3 id="prime-money">{t('prime.money')}</h3>
          {option('sourceOfMoney')}
          {option('monthlyIncome')}
          {option('openingAccountPurposes')}
          {text('taxId', { numeric: true, maxLength: 15, hint: t('prime.taxIdHint') })}
        </section>

        <section className="onboarding-card" aria-labelledby="prime-home">
          <h3 id="prime-home">{t('prime.home')}</h3>
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
          <div className="onboarding-pair">
            {text('rt', { numeric: true, maxLength: 3 })}
            {text('rw', { numeric: true, maxLength: 3 })}
          </div>
        </section>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>

      <BottomAction loading={save.isPending} onClick={submit} testId="prime-submit">
        {t('prime.submit')}
      </BottomAction>
    </div>
  );
}
