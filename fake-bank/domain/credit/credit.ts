import type { HandlerMap } from '../../kernel/handler';
import { creditBillHandlers } from './credit-bills';
import { creditCheckoutHandlers } from './credit-checkout';
import { creditHomeHandlers } from './credit-home';
import { creditLoanHandlers } from './credit-instant-cash';
import { creditRepayHandlers } from './credit-repay';
import { creditTransactionHandlers } from './credit-transactions';

/** Handlers of the credit area: Pay Later home and coupons, Instant Cash, repayment, bills, transactions, checkout. */
export const creditHandlers: HandlerMap = {
  ...creditHomeHandlers,
  ...creditLoanHandlers,
  ...creditRepayHandlers,
  ...creditBillHandlers,
  ...creditTransactionHandlers,
  ...creditCheckoutHandlers,
};
