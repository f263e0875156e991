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
