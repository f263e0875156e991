import { describe, expect, test } from 'vitest';
import { urlPathOf } from '../../../contracts/endpoint';
import { REPAY_MOVES } from './use-repay-data';

describe('what a repayment forgets (decision 0084)', () => {
  test('every list that shows its money: the bills list, the records, the histories, the home and the balance', () => {
    const paths = REPAY_MOVES.map(urlPathOf);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ifes/core/trans/query/bill',
        '/ifes/core/trans/query/bill_list',
        '/ifes/core/trans/query/refund_repay_record',
        '/ifes/core/trans/query/transaction_list',
        '/ifes/core/trans/query/transaction_detail',
        '/ifes/core/account/query/personal_center',
        '/ifes/ams/account/query/mpc_balance',
      ]),
    );
  });
});
