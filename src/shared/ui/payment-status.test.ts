import { describe, expect, test } from 'vitest';
import { resources } from '../../i18n/resources';
import { PAYMENT_TONE, PAYMENT_WORDS, termStatusOf } from './payment-status';

describe('one status, one colour and one name on the bill and on the schedule (decision 0084)', () => {
  test('still to pay is amber, whether nothing or a part was paid; processing alone is blue', () => {
    expect(PAYMENT_TONE.unpaid).toBe('due-soon');
    expect(PAYMENT_TONE.partial).toBe('due-soon');
    expect(Object.entries(PAYMENT_TONE).filter(([, tone]) => tone === 'processing')).toEqual([
      ['pending', 'processing'],
    ]);
  });

  for (const lang of ['id', 'en'] as const) {
    test(`${lang}: every status has its words in the one table (common:paymentStatus), none twice`, () => {
      const words = resources[lang].common.paymentStatus;
      const keys = Object.values(PAYMENT_WORDS).map((key) => key.replace('paymentStatus.', ''));
      expect(keys.sort()).toEqual(Object.keys(words).sort());
      expect(new Set(Object.values(words)).size).toBe(keys.length);
    });
  }

  test('the spec names no partly paid state: the words are ours, in both languages', () => {
    expect(resources.id.common.paymentStatus.partial).toBe('Dibayar sebagian');
    expect(resources.en.common.paymentStatus.partial).toBe('Partly paid');
  });

  test('an instalment: overdue beats partly paid; without a business date nothing reads overdue', () => {
    const term = {
      TERM: '1',
      PMT_DUE_DATE: '20261120',
      TOTAL_AMT: '100000',
      PRIN_AMT: '90000',
      INT_AMT: '10000',
      IS_PAID: 'N',
      PAID_PRIN_AMT: '5000',
    } as Parameters<typeof termStatusOf>[0];
    expect(termStatusOf(term, '20261121')).toBe('overdue');
    expect(termStatusOf(term, '20261101')).toBe('partial');
    expect(termStatusOf(term, '')).toBe('partial');
    expect(termStatusOf({ ...term, PAID_PRIN_AMT: '0' }, '')).toBe('unpaid');
  });
});
