import type { ReactNode } from 'react';
import { Breakdown, Schedule, type LoanOption } from './quote-view';

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
}: {
  titleId: string;
  title: string;
  option: LoanOption;
}) {
  return (
    <CashCard titleId={titleId} title={title}>
      <Breakdown option={option} />
      <Schedule option={option} />
    </CashCard>
  );
}
