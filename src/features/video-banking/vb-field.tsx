import type { ReactNode } from 'react';
import { RULE_MESSAGES, type RuleMessageKey } from '../../../contracts/rules/messages';
import { langOf } from '../../../contracts/lang';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}

/** A labelled field, its hint, and its error under it. */
export function VbField({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className={`vb-field${error ? ' vb-field--error' : ''}`}>
      <label className="vb-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="vb-field__control">{children}</div>
      {error ? (
        <p className="vb-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="vb-field__hint">{hint}</p>
      ) : null}
    </div>
  );
}

/**
 * A form error's text: a rule of contracts/rules by its key, in the user's language; what the bank
 * answered (already translated) as it is; any other refusal (an empty field) as required.
 */
export function errorText(error: { type?: string; message?: string } | undefined, language: string) {
  if (!error) return undefined;
  if (error.type === 'bank' && error.message) return error.message;
  const key = error.message && Object.hasOwn(RULE_MESSAGES, error.message) ? error.message : 'required';
  return RULE_MESSAGES[key as RuleMessageKey][langOf(language)];
}
