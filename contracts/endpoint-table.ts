import type { AnyEndpoint } from './endpoint';
import * as account from './endpoints/account';
import * as config from './endpoints/config';
import * as onboarding from './endpoints/onboarding';
import * as identity from './endpoints/id-scan';
import * as videoBanking from './endpoints/video-banking';
import * as otp from './endpoints/otp';
import * as password from './endpoints/password';
import * as settings from './endpoints/settings';
import * as upgrade from './endpoints/upgrade';
import * as register from './endpoints/register';
import * as instantCash from './endpoints/instant-cash';
import * as repayment from './endpoints/repayment';
import * as bills from './endpoints/bills';
import * as transactions from './endpoints/transactions';
import * as checkout from './endpoints/checkout';
import * as paylater from './endpoints/paylater';
import * as wallet from './endpoints/wallet';
import * as topUp from './endpoints/top-up';
import * as points from './endpoints/points';
import * as coupons from './endpoints/coupons';
import * as deals from './endpoints/deals';
import * as news from './endpoints/news';
import * as help from './endpoints/help';

/** The one endpoint table: every call of the product, keyed by a stable name. */
export const endpoints = {
  ...config,
  ...account,
  ...onboarding,
  ...identity,
  ...videoBanking,
  ...otp,
  ...password,
  ...settings,
  ...upgrade,
  ...register,
  ...instantCash,
  ...repayment,
  ...bills,
  ...transactions,
  ...checkout,
  ...paylater,
  ...wallet,
  ...topUp,
  ...points,
  ...coupons,
  ...deals,
  ...news,
  ...help,
} as const;

export type EndpointName = keyof typeof endpoints;
export const endpointList: readonly AnyEndpoint[] = Object.values(endpoints);
