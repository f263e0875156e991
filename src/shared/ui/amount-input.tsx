import { Input, type InputRef } from 'antd-mobile';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOf, groupDigits } from '../lib/amount-digits';
import './amount-input.css';

interface Props {
  /** Base of the element ids: `${id}-input`, `${id}-label`, `${id}-error`, `${id}-hint`. */
  id: string;
  label: string;
  /** The currency sign before the figure (the feature's `Rp`). */
  currency: string;
  /** Whole rupiah as digits only ('' while empty). */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  /** react-hook-form's field ref, so the form can focus the field. */
  inputRef?: Ref<InputRef>;
  /** What is wrong with the amount, under the field (the form's rule or the bank's words). */
  error?: string;
  /** A line under the field: the minimum, the maximum. */
  hint?: ReactNode;
  /** Something at the right of the label (the limit). */
  aside?: ReactNode;
  asideTestId?: string;
}

/**
 * The rupiah amount input of every money form (UX.md): `Rp` and the figure large in tabular digits,
 * thousands grouped as the person types (dots in Indonesian, commas in English), the numeric keyboard, the error under the field.
 */
export function AmountInput({
  id,
  label,
  currency,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
  aside,
  asideTestId,
}: Props) {
  const { i18n } = useTranslation();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="amount-input">
      <div className="amount-input__head">
        <label className="amount-input__label" htmlFor={`${id}-input`} id={`${id}-label`}>
          {label}
        </label>
        {aside ? (
          <span className="amount-input__aside" data-testid={asideTestId}>
            {aside}
          </span>
        ) : null}
      </div>
      <div className={`amount-input__field${error ? ' amount-input__field--error' : ''}`}>
        <span className="amount-input__currency" aria-hidden="true">
          {currency}
        </span>
        <Input
          id={`${id}-input`}
          ref={inputRef}
          className="amount-input__input"
          inputMode="numeric"
          enterKeyHint="done"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={groupDigits(value, i18n.language)}
          onChange={(text) => onChange(digitsOf(text))}
          onBlur={onBlur}
        />
      </div>
      {error ? (
        <p className="amount-input__error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="amount-input__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
