import type { ReactNode } from 'react';
import { RULE_MESSAGES, type RuleMessageKey } from '../../../contracts/rules/messages';
import { langOf } from '../../../contracts/lang';
import './forms.css';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled field with its error under it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="form-field__control">{children}</div>
      {hint && !error ? <p className="form-field__hint">{hint}</p> : null}
      {error ? (
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The text of a form error: a RULE_MESSAGES key in the current language; an error the bank answered
 * (already in the user's language) as it is; any other schema refusal (an option not chosen) as required.
 */
export function errorText(
  error: { type?: string; message?: string } | undefined,
  language: string,
): string | undefined {
  if (!error) return undefined;
  const lang = langOf(language);
  if (error.type === 'bank' && error.message) return error.message;
  const key = error.message && Object.hasOwn(RULE_MESSAGES, error.message) ? error.message : 'required';
  return RULE_MESSAGES[key as RuleMessageKey][lang];
}

/** Field errors the bank answered for a refused request: `ret_data.issues`. */
export function bankIssues(retData: unknown): Array<{ path: string; message: string }> {
  const issues = (retData as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is { path: string; message: string } =>
      typeof (i as { path?: unknown }).path === 'string' &&
      typeof (i as { message?: unknown }).message === 'string',
  );
}
