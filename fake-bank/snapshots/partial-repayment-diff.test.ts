import { describe, expect, it } from 'vitest';
import { answerControl } from '../core/control';
import type { DiffAnswer } from './snapshot-schemas';
import { bankDriver } from '../testing/bank-driver';

/**
 * The diff of one partial repayment as QA reads it (issue 40, point 13): the clock first, the money as Rp,
 * no security token and no retry-ledger entry unless asked.
 */
describe('GET /__fake-bank/diff of one partial repayment', () => {
  const bank = bankDriver();
  const s = bank.session('repay.bill', { id: 'diff-partial-repayment' });
  const due = Number(s.ok('creditBill', { STMT_MONTH: '202611' }).STMT_BAL_AMT);
  s.advanceMinutes(30);
  const paid = s.ok('creditApplyRepay', {
    TXN_CODE: 'BillRepay',
    session: s.repaySession(),
    REPAY_TYPE: 'BANK_CARD',
    TOT_AMOUNT: String(Math.floor(due / 2)),
    LOAN_LIST: [],
  });
  const diff = async (all?: boolean) => {
    const answer = await answerControl(s.core, {
      method: 'GET',
      path: '/diff',
      body: undefined,
      query: { from: 'scenario:repay.bill', to: `session:${s.id}`, ...(all ? { all: 'true' } : {}) },
      session: () => ({ id: s.id, known: true }),
    });
    expect(answer?.status).toBe(200);
    return answer!.body as DiffAnswer;
  };

  it('leads with the clock, writes principal and interest as money, and leaves secrets and bookkeeping out', async () => {
    const { changes, hidden } = await diff();
    expect(changes[0]).toEqual({ path: 'clock', from: '21 Nov 2026 10:00 WIB', to: '21 Nov 2026 10:30 WIB' });
    expect(changes.filter((c) => /^(security|idempotency)|\.seq$|walletMoves/.test(c.path))).toEqual([]);
    expect(hidden).toBeGreaterThan(20);
    expect(changes).toContainEqual({
      path: expect.stringMatching(/^credit\.repayments\[\d+\]\.amount$/),
      from: null,
      to: expect.stringMatching(/^Rp[\d.]+$/),
    });
    const allocation = changes.filter((c) => /\.preview\[\d+\]\.(prin|int|pen|violation)$/.test(c.path));
    expect(allocation.length).toBeGreaterThan(0);
    for (const part of allocation) expect(part.to).toMatch(/^Rp[\d.]+$/);
    expect(paid.REPAY_STATUS).toBe('S');
  });

  it('lists them with their kind when asked (all=true), and as many as it left out', async () => {
    const shown = await diff();
    const everything = await diff(true);
    expect(everything.hidden).toBeUndefined();
    expect(everything.changes).toHaveLength(shown.changes.length + shown.hidden!);
    expect(everything.changes).toContainEqual(
      expect.objectContaining({
        path: expect.stringMatching(/^security\.sessions\[\d+\]\.token$/),
        kind: 'secret',
      }),
    );
    expect(everything.changes).toContainEqual(
      expect.objectContaining({ path: expect.stringMatching(/^idempotency\./), kind: 'bookkeeping' }),
    );
    expect(everything.changes.filter((c) => !c.kind)).toEqual(shown.changes);
  });
});
