import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from 'react-hook-form';
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
 * A required field left empty says `ask` when the form gives one (section 5's enter/select {field}, see
 * useFieldAsk), else the generic 'This information is required'.
 */
export function errorText(
  error: { type?: string; message?: string } | undefined,
  language: string,
  ask?: string,
): string | undefined {
  if (!error) return undefined;
  const lang = langOf(language);
  if (error.type === 'bank' && error.message) return error.message;
  const key = error.message && Object.hasOwn(RULE_MESSAGES, error.message) ? error.message : 'required';
  if (key === 'required' && ask) return ask;
  return RULE_MESSAGES[key as RuleMessageKey][lang];
}

/** A label inside a sentence: 'Nama perusahaan' reads 'nama perusahaan'; NPWP, RT/RW, e-KTP stay as they are. */
export function inSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** Section 5's generic ask for an empty required field: a text input 'enter', a picker 'select'. */
export type AskKind = 'enter' | 'select';

/** The ask for a field: `ask('select', label)` reads 'Pilih pekerjaan' / 'Please select occupation'. */
export function useFieldAsk(): (kind: AskKind, label: string) => string {
  const { t } = useTranslation('common');
  return useCallback((kind, label) => t(`field.${kind}`, { field: inSentence(label) }), [t]);
}

/** How many fields a refused submit found empty ('required'), not wrong; the bank's refusals not counted. */
export function emptyRequiredCount(errors: FieldErrors): number {
  return Object.entries(errors).filter(([name, error]) => {
    if (name === 'root' || !error || error.type === 'bank') return false;
    const message = typeof error.message === 'string' ? error.message : '';
    return !Object.hasOwn(RULE_MESSAGES, message) || message === 'required';
  }).length;
}

export { bankIssues } from './bank-issues';
