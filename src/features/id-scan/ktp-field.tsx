import { Radio } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../contracts/entities/onboarding-identity';
import type { KtpFormValues } from './ktp-values';

/** One field of the e-KTP form: its label, the control, a hint or the error under it. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  const { id, label, error, hint, children } = props;
  return (
    <div className={`ktp-field${error ? ' ktp-field--error' : ''}`}>
      <label className="ktp-field__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="ktp-field__control">{children}</div>
      {hint && !error ? (
        <p className="ktp-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="ktp-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The gender of the e-KTP: two radio boxes side by side, touched as soon as one is picked. */
export function GenderField({
  field,
  error,
  describedBy,
}: {
  field: ControllerRenderProps<KtpFormValues, 'gender'>;
  error?: string;
  describedBy?: string;
}) {
  const { t } = useTranslation('idScan');
  return (
    <fieldset
      className={`ktp-field ktp-gender${error ? ' ktp-field--error' : ''}`}
      aria-describedby={describedBy}
    >
      <legend className="ktp-field__label">{t('form.gender')}</legend>
      <Radio.Group
        value={field.value}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
        }}
      >
        <div className="two-columns ktp-gender__options">
          {GENDERS.map((gender) => (
            <Radio
              key={gender}
              value={gender}
              className={`ktp-gender__option${field.value === gender ? ' ktp-gender__option--checked' : ''}`}
            >
              {t(`form.genders.${gender}`)}
            </Radio>
          ))}
        </div>
      </Radio.Group>
      {error ? (
        <p className="ktp-field__error" id="ktp-gender-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
