import * as coupons from '../../../contracts/endpoints/coupons';
import * as deals from '../../../contracts/endpoints/deals';
import * as news from '../../../contracts/endpoints/news';
import * as points from '../../../contracts/endpoints/points';
import * as wallet from '../../../contracts/endpoints/wallet';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...coupons, ...deals, ...news, ...points, ...wallet } as const;
