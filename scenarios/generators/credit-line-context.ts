import type { Faker } from '@faker-js/faker';
import {
  type CreditAccount,
  type CreditState,
  type Loan,
  type Repayment,
} from '../../fake-bank/model/credit';
import { dayOfTs, newLoanRecord, type NewLoanInput } from '../../fake-bank/model/credit-ledger';
import { dateOfDayNumber, timestampOfDayNumber } from '../../contracts/dates';

/** What the steps of a generated credit line share (credit-generate.ts): the line, its clock, the plan. */

export interface Ctx {
  faker: Faker;
  state: CreditState;
  account: CreditAccount;
  nowTs: string;
  today: number;
}

/** A time of day between 08:00 and 21:59, or before the clock when on the clock's day. */
export function timeOn(ctx: Ctx, day: number): string {
  const nowSeconds =
    Number(ctx.nowTs.slice(8, 10)) * 3600 +
    Number(ctx.nowTs.slice(10, 12)) * 60 +
    Number(ctx.nowTs.slice(12));
  if (day === ctx.today)
    return timestampOfDayNumber(day, ctx.faker.number.int({ min: 0, max: Math.max(0, nowSeconds - 60) }));
  return timestampOfDayNumber(day, ctx.faker.number.int({ min: 8 * 3600, max: 22 * 3600 - 1 }));
}

export function newLoan(ctx: Ctx, input: NewLoanInput): Loan {
  return newLoanRecord(ctx.state, ctx.account, input);
}

export type Intent =
  | {
      time: string;
      kind: 'loan';
      loanKind: Loan['kind'];
      principal: number;
      terms: number;
      tag?: string;
      forced?: boolean;
    }
  | { time: string; kind: 'failedCash'; principal: number; terms: number }
  | { time: string; kind: 'bill'; repayType: Repayment['repayType']; subType: Repayment['subType'] }
  | { time: string; kind: 'failedRepay' }
  | { time: string; kind: 'refund'; tag: string; full: boolean }
  | { time: string; kind: 'payoff'; tag: string };

export function yearMonth(day: number): [number, number] {
  const ymd = dateOfDayNumber(day);
  return [Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6))];
}

export function daysOf(ymd: string): number {
  return dayOfTs(ymd + '000000');
}

export function monthsBetween(from: number, to: number): number {
  const [fy, fm] = yearMonth(from);
  const [ty, tm] = yearMonth(to);
  return (ty - fy) * 12 + (tm - fm);
}
