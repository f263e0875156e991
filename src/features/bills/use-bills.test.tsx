// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { urlPathOf } from '../../../contracts/endpoint';
import { call } from '../../api/client';
import { endpoints } from './endpoints';
import { useBillList, useRecords } from './use-bills';

const page = { LAST_ROW_KEY: '0', NEXTPAGE_FLG: 'N', APP_ACCT_NO: '', STMT_LIST: [], RECORD_LIST: [] };

vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  call: vi.fn(() => Promise.resolve(page)),
}));

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const asked = (path: string) => vi.mocked(call).mock.calls.filter(([e]) => urlPathOf(e) === path).length;

describe('the bills lists are keyed by their endpoint (decision 0084)', () => {
  test("forgetting bill_list and refund_repay_record (as a repayment does) asks the lists' pages again", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = wrapperOf(client);
    const all = renderHook(() => useBillList('A'), { wrapper });
    const paid = renderHook(() => useBillList('F'), { wrapper });
    const records = renderHook(() => useRecords(), { wrapper });
    await waitFor(() => {
      for (const hook of [all, paid, records]) expect(hook.result.current.isSuccess).toBe(true);
    });
    const bills = urlPathOf(endpoints.creditBillList);
    const recordsPath = urlPathOf(endpoints.creditRefundRepayRecord);
    expect([asked(bills), asked(recordsPath)]).toEqual([2, 1]);

    await client.invalidateQueries({ queryKey: [bills] });
    await client.invalidateQueries({ queryKey: [recordsPath] });
    await waitFor(() => expect([asked(bills), asked(recordsPath)]).toEqual([4, 2]));
  });
});
