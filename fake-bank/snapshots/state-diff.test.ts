import { describe, expect, it } from 'vitest';
import { catalogue, seedJsonOf } from '../../scenarios';
import { diffStates, hiddenKind, readable } from './state-diff';
import { scenarioOfFile } from './snapshot-scenarios';

describe('diffStates', () => {
  it('writes money as rupiah and dates as dates, one line per changed field', () => {
    const from = {
      credit: { account: { creditLimit: 10000000, dueDate: '20261217', at: '2026-11-21T03:00:00Z' } },
    };
    const to = {
      credit: { account: { creditLimit: 8500000, dueDate: '20261220', at: '2026-11-23T03:30:00Z' } },
    };
    expect(diffStates(from, to).changes).toEqual([
      { path: 'credit.account.creditLimit', from: 'Rp10.000.000', to: 'Rp8.500.000' },
      { path: 'credit.account.dueDate', from: '17 Dec 2026', to: '20 Dec 2026' },
      { path: 'credit.account.at', from: '21 Nov 2026 10:00 WIB', to: '23 Nov 2026 10:30 WIB' },
    ]);
  });

  it('sees a row added at the top of a list as one added row, not every row shifted', () => {
    const row = (txnId: string, amount: number) => ({ txnId, amount });
    const from = { txns: [row('T1', 1000), row('T2', 2000)] };
    const to = { txns: [row('T0', 500), row('T1', 1000), row('T2', 2000)] };
    expect(diffStates(from, to).changes).toEqual([
      { path: 'txns[0].txnId', from: null, to: 'T0' },
      { path: 'txns[0].amount', from: null, to: 'Rp500' },
    ]);
  });

  it('keeps rates, counts and ids as figures, and a month as a month', () => {
    expect(readable('lateFeeRate', 10)).toBe(10);
    expect(readable('cashLimitRate', '5000')).toBe('5000');
    expect(readable('month', '202611')).toBe('Nov 2026');
    expect(readable('loanTime', '20261001114702')).toBe('1 Oct 2026 11:47 WIB');
    expect(readable('phone', '85965333884')).toBe('85965333884');
  });
});

describe('what a diff shows a person (issue 40)', () => {
  it("writes a repayment's principal, interest and penalty as money, and points as points", () => {
    expect(readable('prin', 124625)).toBe('Rp124.625');
    expect(readable('int', 29162)).toBe('Rp29.162');
    expect(readable('pen', 0)).toBe('Rp0');
    expect(readable('paylater', '788000')).toBe('Rp788.000');
    expect(readable('amount', -12000, 'loyalty.history[3].amount')).toBe('\u221212.000 points');
    expect(readable('amount', 1000, 'credit.repayments[3].amount')).toBe('Rp1.000');
  });

  it('leaves secrets and bookkeeping out unless asked, and says how many', () => {
    expect(hiddenKind('security.sessions[0].token')).toBe('secret');
    expect(hiddenKind('security.rsa.publicKey')).toBe('secret');
    expect(hiddenKind('idempotency./core/trans/apply/repay:abc.result.CODE')).toBe('bookkeeping');
    expect(hiddenKind('credit.seq')).toBe('bookkeeping');
    expect(hiddenKind('security.dayErrors.pin')).toBeUndefined();
    expect(hiddenKind('credit.sequence')).toBeUndefined();
    const from = { security: { key: null, dayErrors: { pin: 0 } }, credit: { seq: 1 } };
    const to = { security: { key: 'k', dayErrors: { pin: 1 } }, credit: { seq: 2 } };
    expect(diffStates(from, to)).toEqual({
      changes: [{ path: 'security.dayErrors.pin', from: 0, to: 1 }],
      hidden: 2,
    });
    expect(diffStates(from, to, { all: true }).changes).toEqual([
      { path: 'security.key', from: null, to: 'k', kind: 'secret' },
      { path: 'security.dayErrors.pin', from: 0, to: 1 },
      { path: 'credit.seq', from: 1, to: 2, kind: 'bookkeeping' },
    ]);
  });

  it('puts a change of clock first, to the minute', () => {
    const clocks = (to: string) => ({ from: '2026-11-21T10:00:00+07:00', to });
    expect(diffStates({}, {}, { clocks: clocks('2026-11-23T09:15:30+07:00') }).changes).toEqual([
      { path: 'clock', from: '21 Nov 2026 10:00 WIB', to: '23 Nov 2026 09:15 WIB' },
    ]);
    expect(diffStates({}, {}, { clocks: clocks('2026-11-21T10:00:40+07:00') }).changes).toEqual([]);
  });
});

describe('a snapshot file under scenarios/snapshots/', () => {
  const state = JSON.parse(seedJsonOf(catalogue.get('repay.bill')!)) as Record<string, unknown>;
  const file = {
    format: 1,
    title: 'A walked bill',
    clock: '2026-11-24T10:00:00+07:00',
    covers: ['repay.bill'],
    path: '/repayment',
    state,
  };

  it('becomes a scenario: its title, covers and path, the state as its seed', () => {
    const scenario = scenarioOfFile('walked-bill.json', JSON.stringify(file));
    if (typeof scenario === 'string') throw new Error(scenario);
    expect(scenario).toMatchObject({
      id: 'snapshot.walked-bill',
      title: 'A walked bill',
      covers: ['repay.bill'],
      path: '/repayment',
      clock: file.clock,
    });
    expect(scenario.tags).toContain('snapshot');
  });

  it('is refused with its first issue when broken', () => {
    expect(
      scenarioOfFile('walked-bill.json', JSON.stringify({ ...file, state: { ...state, device: 1 } })),
    ).toMatch(/^device: /);
    expect(scenarioOfFile('Walked Bill.json', JSON.stringify(file))).toMatch(/kebab-case/);
  });
});
