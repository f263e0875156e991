import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../kernel/clock';
import { bankDriver } from '../../testing/bank-driver';

describe('txn.paging pages through a history longer than three pages', () => {
  it('answers 20 a page by LAST_ROW_KEY, NEXTPAGE_FLAG Y until the last page, every transaction once', () => {
    const s = bankDriver().session('txn.paging');
    const today = toTimestamp(s.now()).slice(0, 8);
    const end = `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6)} 23:59:59`;
    const pages: Array<{ count: number; flag: string }> = [];
    const ids: string[] = [];
    let key = '0';
    for (;;) {
      const answer = s.ok('creditTransactionList', {
        END_DATE: end,
        TRANSACTION_TYPE: 'A',
        PAGESIZE: '20',
        LAST_ROW_KEY: key,
      });
      pages.push({ count: answer.TRANSACTION_LIST.length, flag: answer.NEXTPAGE_FLAG ?? '' });
      ids.push(...answer.TRANSACTION_LIST.map((t) => t.TRANSACTION_ID));
      if (answer.NEXTPAGE_FLAG !== 'Y' || pages.length > 20) break;
      key = answer.LAST_ROW_KEY;
    }
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.slice(0, -1).every((p) => p.count === 20 && p.flag === 'Y')).toBe(true);
    expect(pages.at(-1)).toMatchObject({ flag: 'N' });
    expect(pages.at(-1)!.count).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
