import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import * as bills from '../../contracts/endpoints/bills';
import * as repayment from '../../contracts/endpoints/repayment';

const credit = { ...bills, ...repayment };
import {
  endpointCallQuery,
  endpointPagesQuery,
  endpointQuery,
  invalidateEndpoints,
  removeEndpoints,
} from './query';

describe('one invalidation by endpoint', () => {
  test('invalidating an endpoint marks its plain, paged and custom queries old, and no other', async () => {
    const client = new QueryClient();
    const plain = endpointQuery(credit.creditBillList, {
      TYPE: 'A',
      PAGESIZE: '12',
      LAST_ROW_KEY: '0',
    }).queryKey;
    const paged = endpointPagesQuery(
      credit.creditBillList,
      { TYPE: 'A', PAGESIZE: '12' },
      () => undefined,
    ).queryKey;
    const custom = endpointCallQuery(credit.creditBillList, { view: 'x' }, () => Promise.resolve(1)).queryKey;
    const other = endpointQuery(credit.creditRepayInfo, {}).queryKey;
    for (const key of [plain, paged, custom, other]) client.setQueryData<unknown>(key, {});
    await invalidateEndpoints(client, [credit.creditBillList]);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([plain, paged, custom].map(stale)).toEqual([true, true, true]);
    expect(stale(other)).toBe(false);
    removeEndpoints(client, [credit.creditBillList]);
    expect(client.getQueryData(paged)).toBeUndefined();
    expect(client.getQueryData(other)).toBeDefined();
  });
});
