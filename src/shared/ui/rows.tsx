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

/** Label and value pairs of a summary or breakdown: labels left, figures right in tabular digits. */
export function Rows({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <dl className="rows" aria-label={label}>
      {rows.map((row, index) => (
        <div
          className={`rows__row${row.strong ? ' rows__row--strong' : ''}${row.tone ? ` rows__row--${row.tone}` : ''}${row.reference ? ' rows__row--reference' : ''}`}
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
