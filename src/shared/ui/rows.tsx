import type { ReactNode } from 'react';
import './rows.css';

export interface Row {
  label: string;
  value: ReactNode;
  /** A line under the label (what a fee is for). */
  note?: string;
  strong?: boolean;
  /** The overdue colour for late fees and overdue amounts (beside words that say so). */
  tone?: 'overdue' | 'paid';
  /** A reference (an order or transaction number): one long word, put under its label when both do not fit. */
  reference?: boolean;
  testId?: string;
}

/** A row's class modifiers, in the stylesheet's order. */
const modifiersOf = (row: Row): string[] =>
  [row.strong ? 'strong' : '', row.tone ?? '', row.reference ? 'reference' : ''].filter(Boolean);

/** Label and value pairs of a summary or breakdown: labels left, figures right in tabular digits. */
export function Rows({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <dl className="rows" aria-label={label}>
      {rows.map((row, index) => (
        <div
          className={modifiersOf(row).reduce(
            (name, modifier) => `${name} rows__row--${modifier}`,
            'rows__row',
          )}
          key={`${index}:${row.label}`}
        >
          <dt>
            {row.label}
            {row.note ? <span className="rows__note">{row.note}</span> : null}
          </dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
