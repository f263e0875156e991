import type { Customer } from './bank-state-core';

/** What a slice generator may read: the session's start time and the person the bank knows. */
export interface SliceContext {
  /** ISO 8601 with offset: the business time the session starts at. */
  clockIso: string;
  customer: Customer;
}
