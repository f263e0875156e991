import { Input, type InputRef } from 'antd-mobile';
import type { Ref } from 'react';

/** One field of the card form: its label, the input with the right keyboard and autofill, the error. */
export function CardField({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
  placeholder,
  autoComplete,
  maxLength,
  secret,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  inputRef?: Ref<InputRef>;
  error?: string;
  hint?: string;
  placeholder?: string;
  autoComplete: string;
  maxLength: number;
  /** Shown as dots (the CVV). */
  secret?: boolean;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="tu-field">
      <label className="tu-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className={`tu-field__box${error ? ' tu-field__box--error' : ''}`}>
        <Input
          id={`${id}-input`}
          ref={inputRef}
          className="tu-field__input"
          type={secret ? 'password' : 'text'}
          inputMode="numeric"
          autoComplete={autoComplete}
          enterKeyHint="next"
          placeholder={placeholder}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
        />
      </div>
      {error ? (
        <p className="tu-field__error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="tu-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
