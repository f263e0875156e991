import type { z } from 'zod/mini';
import type { LoanScheduleItemSchema } from '../../../contracts/entities/instant-cash';
import type { StatusTone } from './status-tag';

/**
 * What is left to pay of a bill or of one instalment, as the customer reads it. One colour per status on
 * every screen that shows it (decision 0084; UX.md: overdue red, due soon amber, paid green, processing
 * blue, blocked grey): still to pay is amber whether nothing or a part was paid, the bill's and the
 * schedule's alike.
 */
export type PaymentStatus =
  'upcoming' | 'unpaid' | 'partial' | 'overdue' | 'paid' | 'settled-early' | 'pending';

export const PAYMENT_TONE: Record<PaymentStatus, StatusTone> = {
  upcoming: 'blocked',
  unpaid: 'due-soon',
  partial: 'due-soon',
  overdue: 'overdue',
  paid: 'paid',
  'settled-early': 'paid',
  pending: 'processing',
};

/** The words of each status: one list (common:paymentStatus), the bill's, the schedule's and the home's. */
export const PAYMENT_WORDS = {
  upcoming: 'paymentStatus.upcoming',
  unpaid: 'paymentStatus.unpaid',
  partial: 'paymentStatus.partial',
  overdue: 'paymentStatus.overdue',
  paid: 'paymentStatus.paid',
  'settled-early': 'paymentStatus.settledEarly',
  pending: 'paymentStatus.pending',
} as const satisfies Record<PaymentStatus, string>;

type ScheduleTerm = z.infer<typeof LoanScheduleItemSchema>;

/** What was paid of a term so far (the paid amounts are the bank's, optional: none read as nothing paid). */
function paidOf(term: ScheduleTerm): number {
  const parts = [term.PAID_PRIN_AMT, term.PAID_INT_AMT, term.PAID_FEE_AMT, term.PAID_PENALTY_AMT];
  return parts.reduce<number>((sum, part) => sum + Number(part ?? 0), 0);
}

export type TermStatus = Extract<PaymentStatus, 'paid' | 'settled-early' | 'overdue' | 'partial' | 'unpaid'>;

/**
 * A term of a loan's schedule: paid, settled early, overdue (due before today and unpaid), partly paid, or
 * still to pay. Overdue beats partly paid, as on the bill (decision 0084). Without a business date ('')
 * nothing reads overdue.
 */
export function termStatusOf(term: ScheduleTerm, today: string): TermStatus {
  if (term.IS_PAID === 'Y') return term.IS_SETTLED_EARLY === 'Y' ? 'settled-early' : 'paid';
  if (today && term.PMT_DUE_DATE < today) return 'overdue';
  return paidOf(term) > 0 ? 'partial' : 'unpaid';
}
