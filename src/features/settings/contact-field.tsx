import { Input } from 'antd-mobile';
import type { InputProps } from 'antd-mobile';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field } from '../../shared/forms/form-field';

/** What a contact form says of one of its fields (the form adds the control and the error). */
export interface ContactFieldSpec<T extends FieldValues> {
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
  /** A fixed prefix before the value (+62 for a mobile number). */
  prefix?: string;
  inputMode: InputProps['inputMode'];
  autoComplete: string;
  maxLength: number;
  /** Keeps only what the field may hold as the user types (digits of a number). */
  clean?: (value: string) => string;
}

interface ContactFieldProps<T extends FieldValues> extends ContactFieldSpec<T> {
  control: Control<T>;
  error: string | undefined;
}

/** One text field of a contact form (react-hook-form), labelled, with its error under it. */
export function ContactField<T extends FieldValues>(props: ContactFieldProps<T>) {
  const { control, name, id, label, error, hint, prefix, inputMode, autoComplete, maxLength, clean } = props;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field id={id} label={label} error={error} hint={hint}>
          {prefix ? (
            <span className="form-field__prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <Input
            id={id}
            name={field.name}
            value={field.value as string}
            onChange={(value) => field.onChange(clean ? clean(value) : value)}
            onBlur={field.onBlur}
            ref={field.ref}
            inputMode={inputMode}
            autoComplete={autoComplete}
            maxLength={maxLength}
            aria-label={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </Field>
      )}
    />
  );
}
