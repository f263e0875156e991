import type { BankState } from '../../../fake-bank/model/bank-state';
import { addDays, isoToMs, toBusinessDate } from '../../../contracts/dates';

/** A deal with a known id and offer, for links and tests that open one deal. */
export const DEMO_DEAL = 'CF20261121';

/** Makes the sixth deal (a running one) the demo deal: 50% off, 10 days in, 20 days to go. */
export function seedDemoDeal(state: BankState): void {
  const today = toBusinessDate(isoToMs(state.customer.createdAt));
  const deal = state.content.deals[5]!;
  Object.assign(deal, {
    confId: DEMO_DEAL,
    offer: 'discount',
    percent: 50,
    cashback: 25_000,
    minSpend: 100_000,
    actBeginDate: addDays(today, -10),
    actEndDate: addDays(today, 20),
    aprvState: '1',
  });
}
