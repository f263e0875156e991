import { describe, expect, test } from 'vitest';
import { resources } from '../../i18n/resources';
import { PAYMENT_TONE } from './payment-status';

describe('one status, one colour and one name on the bill and on the schedule (decision 0084)', () => {
  test('still to pay is amber, whether nothing or a part was paid; processing alone is blue', () => {
    expect(PAYMENT_TONE.unpaid).toBe('due-soon');
    expect(PAYMENT_TONE.partial).toBe('due-soon');
    expect(Object.entries(PAYMENT_TONE).filter(([, tone]) => tone === 'processing')).toEqual([
      ['pending', 'processing'],
    ]);
  });

  for (const lang of ['id', 'en'] as const) {
    test(`${lang}: the bill's words for a status are the schedule's`, () => {
      const bill = resources[lang].bills.status;
      const term = resources[lang].transactions.schedule.status;
      expect([bill.inDue, bill.partial, bill.overdue, bill.repaid]).toEqual([
        term.unpaid,
        term.partial,
        term.overdue,
        term.paid,
      ]);
    });
  }

  test('the spec names no partly paid state: the words are ours, in both languages', () => {
    expect(resources.id.bills.status.partial).toBe('Dibayar sebagian');
    expect(resources.en.bills.status.partial).toBe('Partly paid');
  });
});
