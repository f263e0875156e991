import * as bills from '../../../contracts/endpoints/bills';
import * as paylater from '../../../contracts/endpoints/paylater';
import * as repayment from '../../../contracts/endpoints/repayment';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...bills, ...paylater, ...repayment } as const;
