import type { Faker } from '@faker-js/faker';
import type { Customer } from '../../fake-bank/model/bank-state-core';
import {
  DEFAULT_PLANS,
  emptyCreditState,
  type CreditAccount,
  type CreditState,
} from '../../fake-bank/model/credit';
import { addMonths, dayOfTs } from '../../fake-bank/model/credit-ledger';

import type { CreditLineOptions } from './credit-line-options';
import type { Ctx } from './credit-line-context';
import { planHistory } from './credit-history-plan';
import { liveHistory } from './credit-replay';
import { makeEquities, USED_COUPON_NAME } from './credit-coupons';
import { dateOfDayNumber, isoToMs, timestampOfDayNumber, toTimestamp } from '../../contracts/dates';

function makeAccount(faker: Faker, today: number, options: CreditLineOptions): CreditAccount {
  const setupDay =
    options.activity === 'none'
      ? today - faker.number.int({ min: 1, max: 10 })
      : addMonths(today, -13) - faker.number.int({ min: 0, max: 20 });
  return {
    appAcctNo: '8801' + faker.string.numeric(12),
    cardNo: '589012' + faker.string.numeric(10),
    productCd: 'PLCL01',
    appType: 'PAYLATER',
    creditLimit:
      options.creditLimit ?? faker.helpers.arrayElement([5_000_000, 8_000_000, 10_000_000, 15_000_000]),
    cashLimitRate: options.cashLimitRate ?? 5000,
    lateFeeRate: options.lateFeeRate ?? 10,
    blockCode: options.blockCode ?? '',
    setupDate: dateOfDayNumber(setupDay),
    createTime: timestampOfDayNumber(setupDay, faker.number.int({ min: 9 * 3600, max: 17 * 3600 })),
    stmtDay: options.stmtDay ?? 5,
    dueDay: options.dueDay ?? 20,
    plans: structuredClone(DEFAULT_PLANS),
  };
}

/**
 * A credit line with its history, simulated day by day through the same books the bank reads, so every
 * generated repayment pays exactly what was due and every loan fits the limit it was made under: the account
 * drawn, its history planned (credit-history-plan.ts), its coupons (credit-coupons.ts), the history lived
 * (credit-replay.ts). The draws keep that order: a seed gives the same line.
 */
export function generateCreditLine(
  faker: Faker,
  asOfIso: string,
  _customer: Pick<Customer, 'name'>,
  options: CreditLineOptions = {},
): CreditState {
  const state = emptyCreditState(asOfIso);
  const nowTs = toTimestamp(isoToMs(asOfIso));
  const today = dayOfTs(nowTs);
  const account = makeAccount(faker, today, options);
  state.account = account;
  const ctx: Ctx = { faker, state, account, nowTs, today };
  const activity = options.activity ?? 'history';
  const setupDay = dayOfTs(account.createTime);
  const intents = planHistory(ctx, options, setupDay);
  const equities = options.coupons === false ? [] : makeEquities(ctx);
  liveHistory(ctx, intents, equities, activity, setupDay);
  state.equities = equities.filter((e) => e.equityName !== USED_COUPON_NAME || e.useDate !== '');
  return state;
}
