import { ROUTES } from '../../shared/navigation/routes';

/** Links of the bills screens (routes.ts holds the paths; the query strings are built here). */
export const billDetailPath = (month: string) => `${ROUTES.BILL_DETAIL}?month=${month}`;
export const payBillPath = (month: string) => `${ROUTES.REPAYMENT_PAY}?mode=bill&month=${month}`;
