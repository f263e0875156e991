import { ROUTES } from '../../shared/navigation/routes';
import { withQuery } from '../../shared/navigation/with-query';

/** What a payment pays: everything billed, one statement (BillRepay), or one loan off early (IOURepay). */
export type PayTarget = { mode: 'all' } | { mode: 'bill'; month: string } | { mode: 'early'; ref: string };

export const planPath = () => ROUTES.SERVICE_REPAYMENT;
export const payAllPath = () => withQuery(ROUTES.REPAYMENT_PAY, { mode: 'all' });
export const payBillPath = (month: string) => withQuery(ROUTES.REPAYMENT_PAY, { mode: 'bill', month });
export const earlyPath = (ref?: string) => withQuery(ROUTES.REPAYMENT_EARLY, { ref });
export const vaPath = (seq: string) => withQuery(ROUTES.REPAYMENT_VA, { seq });
export const resultPath = (seq: string) => withQuery(ROUTES.REPAYMENT_RESULT, { seq });

/** Where the person chose what to pay, to go back to (or to try again from). */
export function startPathOf(target: PayTarget): string {
  if (target.mode === 'early') return earlyPath(target.ref);
  if (target.mode === 'bill') return payBillPath(target.month);
  return payAllPath();
}

/** The pay target of the pay page's query, or null when it names none. */
export function payTargetOf(search: URLSearchParams): PayTarget | null {
  const mode = search.get('mode');
  if (mode === 'all') return { mode: 'all' };
  const month = search.get('month') ?? '';
  if (mode === 'bill' && /^20\d{2}(0[1-9]|1[0-2])$/.test(month)) return { mode: 'bill', month };
  return null;
}
