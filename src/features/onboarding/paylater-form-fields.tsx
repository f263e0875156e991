import { Input } from 'antd-mobile';
import { Controller, type Control } from 'react-hook-form';
import type { ExtInfoInput, OptionGroup } from '../../../contracts/entities/onboarding-ext-info';
import { Field } from '../../shared/forms/form-field';
import { OptionField } from '../../shared/forms/picker-field';

/** The Pay Later form's values: every field of save/ext_info as the inputs hold it (text, '' when empty). */
export type FormValues = { [K in keyof ExtInfoInput]-?: string };
export type Name = keyof FormValues;

export interface TextOptions {
  label?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  maxLength?: number;
  prefix?: string;
  hint?: string;
}

interface Shown {
  control: Control<FormValues>;
  label: string;
  error: string | undefined;
}

/** One of the form's option lists (the bank's option groups), as a picker. */
export function SelectField({ name, control, label, error }: Shown & { name: Name & OptionGroup }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <OptionField
          id={`pl-${name}`}
          label={label}
          error={error}
          value={field.value}
          group={name}
          onChange={(code) => field.onChange(code)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A typed field; numeric and phone fields keep digits only. */
export function TextField({ name, control, label, error, ...opts }: Shown & TextOptions & { name: Name }) {
  const digitsOnly = opts.inputMode === 'numeric' || opts.inputMode === 'tel';
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field id={`pl-${name}`} label={label} error={error} hint={opts.hint}>
          {opts.prefix ? <span className="form-field__prefix">{opts.prefix}</span> : null}
          <Input
            id={`pl-${name}`}
            name={field.name}
            value={field.value}
            onChange={(value) => field.onChange(digitsOnly ? value.replace(/\D/g, '') : value)}
            onBlur={field.onBlur}
            ref={field.ref}
            inputMode={digitsOnly ? opts.inputMode : undefined}
            maxLength={opts.maxLength ?? 256}
            aria-label={label}
          />
        </Field>
      )}
    />
  );
}
