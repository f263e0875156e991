import type { BankState } from './bank-state';
import { DEFAULT_PLANS } from './credit';
import { dayOfTs } from './credit-schedule';
import { dateOfDayNumber, isoToMs, toTimestamp } from '../../contracts/dates';

/** payLaterStatus of a customer with a credit line (the spec's mock value; applicants keep T100). */
export const APPROVED_PAYLATER_STATUS = 'T216';

/**
 * The bank approved the Pay Later application: the credit area opens a new line with the approved limit at
 * `atIso` (account use status W, new credit, no loan yet), and the Pay Later record says so. One source of
 * truth: apply_result's approval and personal_center's line come from the same act. Nothing happens when
 * the person already has a line or the limit is not a positive whole number.
 */
export function openCreditLine(state: BankState, limit: number, atIso: string): void {
  if (state.credit.account || !Number.isInteger(limit) || limit <= 0) return;
  const nowTs = toTimestamp(isoToMs(atIso));
  const today = dayOfTs(nowTs);
  // Account and card numbers from the person's own numbers: the same approval always opens the same line.
  const digits = (state.customer.nik + state.customer.phone).replace(/\D/g, '');
  state.credit.account = {
    appAcctNo: '8801' + digits.slice(-12).padStart(12, '0'),
    cardNo: '589012' + digits.slice(0, 10).padEnd(10, '0'),
    productCd: 'PLCL01',
    appType: 'PAYLATER',
    creditLimit: limit,
    cashLimitRate: 5000,
    lateFeeRate: 10,
    blockCode: '',
    setupDate: dateOfDayNumber(today),
    createTime: nowTs,
    stmtDay: 5,
    dueDay: 20,
    plans: structuredClone(DEFAULT_PLANS),
  };
  state.paylater.status = APPROVED_PAYLATER_STATUS;
  state.paylater.preCreditLimit = String(limit);
}
