import type { ReactNode } from 'react';
import { Breakdown, Schedule, type BreakdownRow, type LoanOption } from './quote-view';

/** A titled card of the Instant Cash screens: its h2 (`titleId`) names the section for screen readers. */
export function CashCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 className="cash-card__title" id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a quote costs and its schedule, in one card (the amount step and the confirmation). */
export function BreakdownCard({
  titleId,
  title,
  option,
  without,
}: {
  titleId: string;
  title: string;
  option: LoanOption;
  /** Rows the screen already shows above the card. */
  without?: BreakdownRow[];
}) {
  return (
    <CashCard titleId={titleId} title={title}>
      <Breakdown option={option} without={without} />
      <Schedule option={option} />
    </CashCard>
  );
}
