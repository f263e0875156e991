import * as bills from '../../../contracts/endpoints/bills';
import * as instantCash from '../../../contracts/endpoints/instant-cash';
import * as paylater from '../../../contracts/endpoints/paylater';
import * as repayment from '../../../contracts/endpoints/repayment';
import * as transactions from '../../../contracts/endpoints/transactions';
import * as wallet from '../../../contracts/endpoints/wallet';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = {
  ...bills,
  ...instantCash,
  ...paylater,
  ...repayment,
  ...transactions,
  ...wallet,
} as const;
