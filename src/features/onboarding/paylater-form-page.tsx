import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from '../../shared/ui/antd-popups';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import {
  CompanyTextSchema,
  NPWP_REQUIRED_ABOVE,
  NpwpSchema,
  PostalCodeSchema,
} from '../../../contracts/rules/fields';
import {
  CompanyPhoneSchema,
  EMPTY_EXT_CUST_INFO,
  ExtInfoInputSchema,
  type ExtInfoInput,
} from '../../../contracts/entities/onboarding-ext-info';
import { call, endpointQuery, isApiError } from '../../api';
import { endpoints } from './endpoints';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import {
  bankIssues,
  emptyRequiredCount,
  errorText,
  useFieldAsk,
  type AskKind,
} from '../../shared/forms/form-field';
import { RULE_MESSAGES } from '../../../contracts/rules/messages';
import { langOf } from '../../../contracts/lang';
import { AddressField, type AddressValue } from '../../shared/forms/picker-field';
import { SelectField, TextField, type FormValues, type Name, type TextOptions } from './paylater-form-fields';
import type { OptionGroup } from '../../../contracts/entities/onboarding-ext-info';
import { submitStep } from '../../shared/onboarding/flow';
import './onboarding.css';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';

const EMPTY: FormValues = EMPTY_EXT_CUST_INFO;

const FILLED_RULES: Array<[Name, z.ZodMiniType]> = [
  ['companyName', CompanyTextSchema],
  ['companyAddress', CompanyTextSchema],
  ['companyPhone', CompanyPhoneSchema],
  ['companyZipCode', PostalCodeSchema],
  ['taxId', NpwpSchema],
];

const baseResolver = zodResolver(ExtInfoInputSchema as never) as unknown as Resolver<FormValues>;

/**
 * The contract's rules plus the two that need the visitor: not the own number, NPWP above the limit
 * (checked on every validation, even while other fields are still empty).
 */
function formResolver(ownPhone: string, preCreditLimit: number): Resolver<FormValues> {
  return async (values, context, options) => {
    const result = await baseResolver(values, context, options);
    const errors: FieldErrors<FormValues> = { ...result.errors };
    // The contract checks these after the whole object parses: check them as the user leaves them.
    for (const [name, rule] of FILLED_RULES) {
      const value = values[name];
      if (!value || errors[name]) continue;
      const parsed = rule.safeParse(value);
      if (!parsed.success) {
        errors[name] = { type: 'custom', message: parsed.error.issues[0]?.message ?? 'required' };
      }
    }
    if (ownPhone && values.emergencyContactMobile === ownPhone && !errors.emergencyContactMobile) {
      errors.emergencyContactMobile = { type: 'custom', message: 'mobileOwn' };
    }
    if (preCreditLimit > NPWP_REQUIRED_ABOVE && !values.taxId && !errors.taxId) {
      errors.taxId = { type: 'custom', message: 'npwpRequired' };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

/** The place the address lookup fills (its postal code goes to zipCode, which the user may correct). */
const PLACE_FIELDS = ['province', 'city', 'district', 'subDistrict'] as const;

/** The Pay Later form (save/ext_info), then the PAYLATER_INPUT step of the flow and back to /loading. */
export default function PaylaterFormPage() {
  const { t, i18n } = useTranslation('onboarding');
  const nav = useAppNavigate();
  const preCheck = useQuery(endpointQuery(endpoints.preCheck, { partnerId: '', userToken: '' }));
  // pre_check masks the mobile: the own number comes from member_info.
  const member = useQuery(endpointQuery(endpoints.queryMemberInfo, {}));
  const ownPhone = member.data?.phoneNo ?? '';
  const limit = Number(preCheck.data?.preCreditLimit ?? 0);
  const resolver = useMemo(() => formResolver(ownPhone, limit), [ownPhone, limit]);
  const { control, handleSubmit, setError, setValue, formState, trigger } = useForm<FormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const save = useMutation({
    mutationFn: async (form: FormValues) => {
      const body = Object.fromEntries(
        Object.entries(form).filter(([, value]) => value !== ''),
      ) as unknown as ExtInfoInput;
      await call(endpoints.saveExtInfo, body);
      return submitStep('PAYLATER_INPUT');
    },
    onSuccess: () => nav.replace(ROUTES.LOADING),
    onError: (error) => {
      if (!isApiError(error)) return;
      const issues = bankIssues(error.ret_data).filter((i) => i.path in EMPTY);
      if (issues.length > 0) {
        for (const issue of issues) {
          setError(issue.path as FieldPath<FormValues>, { type: 'bank', message: issue.message });
        }
        return;
      }
      if (error.kind !== 'network') void Dialog.alert({ content: error.ret_msg, confirmText: t('ok') });
    },
  });

  const ask = useFieldAsk();
  const label = (name: Name) => t(`form.${name}` as 'form.industry');
  const errorOf = (name: Name, kind: AskKind, shown: string = label(name)) =>
    errorText(formState.errors[name], i18n.language, ask(kind, shown));
  const saveOnce = useThrottledAction((form: FormValues) => save.mutateAsync(form));
  const submit = () => void handleSubmit(saveOnce)();
  // Section 5: a submit that left several required fields empty says so once, besides each field's ask.
  const allMissing = formState.isSubmitted && emptyRequiredCount(formState.errors) > 1;

  const select = (name: Name & OptionGroup) => (
    <SelectField name={name} control={control} label={label(name)} error={errorOf(name, 'select')} />
  );
  const text = (name: Name, opts: TextOptions = {}) => (
    <TextField
      name={name}
      control={control}
      label={opts.label ?? label(name)}
      error={errorOf(name, 'enter', opts.label)}
      {...opts}
    />
  );

  const [province, city, district, subDistrict, zipCode] = useWatch({
    control,
    name: [...PLACE_FIELDS, 'zipCode'],
  });
  const address: AddressValue | null = subDistrict
    ? { province, city, district, subDistrict, postalCode: zipCode }
    : null;
  const pickAddress = (place: AddressValue) => {
    setValue('province', place.province);
    setValue('city', place.city);
    setValue('district', place.district);
    setValue('subDistrict', place.subDistrict);
    setValue('zipCode', place.postalCode);
    void trigger([...PLACE_FIELDS, 'zipCode']);
  };
  const placeError = PLACE_FIELDS.map((name) => errorOf(name, 'select', t('form.place'))).find(Boolean);

  return (
    <div className="onboarding" data-testid="paylater-form">
      <form
        className="onboarding-form"
        noValidate
        aria-label={t('form.title')}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <section className="onboarding-card" aria-labelledby="pl-section-work">
          <h2 id="pl-section-work">{t('form.work')}</h2>
          {select('occupationType')}
          {select('industry')}
          {select('position')}
          {text('companyName')}
          {text('companyAddress')}
          {text('companyPhone', { inputMode: 'tel', maxLength: 15 })}
          {text('companyZipCode', { inputMode: 'numeric', maxLength: 5 })}
        </section>

        <section className="onboarding-card" aria-labelledby="pl-section-emergency">
          <h2 id="pl-section-emergency">{t('form.emergency')}</h2>
          {text('emergencyContactName', { inputMode: 'text' })}
          {text('emergencyContactMobile', {
            inputMode: 'tel',
            maxLength: 12,
            prefix: '+62',
            hint: t('form.emergencyHint'),
          })}
        </section>

        <section className="onboarding-card" aria-labelledby="pl-section-other">
          <h2 id="pl-section-other">{t('form.other')}</h2>
          {select('acctOpenPurpose')}
          {select('incomeMonthly')}
          {select('incomeSource')}
          {select('maritalStatus')}
          {text('motherMaidenName', { inputMode: 'text', maxLength: 100 })}
          {text('taxId', {
            inputMode: 'numeric',
            maxLength: 15,
            label: limit > NPWP_REQUIRED_ABOVE ? t('form.taxId') : t('form.taxIdOptional'),
          })}
        </section>

        <section className="onboarding-card" aria-labelledby="pl-section-address">
          <h2 id="pl-section-address">{t('form.address')}</h2>
          <AddressField
            id="pl-place"
            label={t('form.place')}
            error={placeError}
            value={address}
            onChange={pickAddress}
            onBlur={() => void trigger(['province'])}
          />
          {text('zipCode', { inputMode: 'numeric', maxLength: 5, hint: t('form.zipHint') })}
          {text('address', { label: t('form.street'), inputMode: 'text' })}
          {text('rtrw', { inputMode: 'text', maxLength: 7 })}
        </section>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>

      {allMissing ? (
        <p
          className="onboarding-field__error paylater-form__missing"
          role="alert"
          data-testid="paylater-form-missing"
        >
          {RULE_MESSAGES.allRequired[langOf(i18n.language)]}
        </p>
      ) : null}
      <BottomAction loading={save.isPending} onClick={submit} testId="paylater-form-submit">
        {t('form.submit')}
      </BottomAction>
    </div>
  );
}
