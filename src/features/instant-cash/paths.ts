import { searchOf } from '../../shared/lib/search';
import { ROUTES } from '../../shared/navigation/routes';

/** What the amount step hands to the confirm step (and gets back when the user returns to change it). */
export interface LoanChoice {
  amount: string;
  term: number;
  /** A coupon the user picked ('' none). */
  coupon: string;
}

const query = (values: Record<string, string | number | undefined>) => searchOf(values, { dropEmpty: true });

export const introPath = () => ROUTES.INSTANT_CASH;

export function amountPath(choice?: Partial<LoanChoice>): string {
  return `${ROUTES.INSTANT_CASH}${query({ step: 'amount', ...choice })}`;
}

export function confirmPath(choice: LoanChoice): string {
  return `${ROUTES.INSTANT_CASH_CONFIRM}${query({ ...choice })}`;
}

export const resultPath = (ref?: string) => `${ROUTES.INSTANT_CASH_RESULT}${query({ ref })}`;
export const receiptPath = (ref?: string) => `${ROUTES.LOAN_RECEIPT}${query({ ref })}`;

/** The choice in a URL's query, or null when it does not name an amount and a term. */
export function choiceOf(search: URLSearchParams): LoanChoice | null {
  const amount = search.get('amount') ?? '';
  const term = Number(search.get('term'));
  if (!/^[1-9]\d{0,14}$/.test(amount) || !Number.isInteger(term) || term < 1) return null;
  return { amount, term, coupon: search.get('coupon') ?? '' };
}
