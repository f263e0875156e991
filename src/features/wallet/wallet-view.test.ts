import { describe, expect, it } from 'vitest';
import type { TranOrder } from '../../../contracts/entities/wallet';
import {
  counterpartOf,
  groupOrdersByMonth,
  movedMoney,
  nextOrderPage,
  orderRange,
  directionOf,
  statusFilterOf,
  tierName,
  upgradesFor,
} from './wallet-view';

const order = (over: Partial<TranOrder>): TranOrder => ({
  category: 'PAYMENT',
  orderNo: 'ORD1',
  mpcOrderNo: 'MPC1',
  status: '2',
  amount: '70000',
  ccy: 'IDR',
  txnDate: '20261121',
  txnTime: '093000',
  merchantId: '',
  merchantName: '',
  payerAcctName: 'B***i',
  payerUid: 'MPC1',
  payerLevel: '2',
  payeeAcctName: 'Toko Sari',
  payeeUid: 'M1',
  payeeLevel: '',
  refundTotalAmount: '0',
  errorCode: '',
  errorMsg: '',
  orderType: 'ONLINE',
  depositTerm: '',
  ...over,
});

describe('wallet view', () => {
  it('reads the status filter of the link, anything else as every status', () => {
    expect(statusFilterOf('3')).toBe('3');
    expect(statusFilterOf('9')).toBe('all');
    expect(statusFilterOf(null)).toBe('all');
  });

  it('names the other side and the direction of the money', () => {
    expect(counterpartOf(order({ merchantName: 'Kopi Sari' }))).toBe('Kopi Sari');
    expect(counterpartOf(order({ category: 'TRANSFER_OUT' }))).toBe('Toko Sari');
    expect(counterpartOf(order({ category: 'TOPUP', payerAcctName: 'BCA Virtual Account' }))).toBe(
      'BCA Virtual Account',
    );
    expect(directionOf(order({ category: 'REFUND' }))).toBe('in');
    expect(directionOf(order({ category: 'PAYMENT' }))).toBe('out');
  });

  it('gives a sign only to money moved or held', () => {
    expect(['0', '1', '2', '3', '4', '5'].map((s) => movedMoney(s as TranOrder['status']))).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('groups orders by month in the order given', () => {
    const groups = groupOrdersByMonth([
      order({ mpcOrderNo: 'a', txnDate: '20261121' }),
      order({ mpcOrderNo: 'b', txnDate: '20261102' }),
      order({ mpcOrderNo: 'c', txnDate: '20261030' }),
    ]);
    expect(groups.map((g) => [g.month, g.orders.map((o) => o.mpcOrderNo)])).toEqual([
      ['202611', ['a', 'b']],
      ['202610', ['c']],
    ]);
  });

  it('asks for the 12 months up to the end of the bank day', () => {
    expect(orderRange('20261121')).toEqual({
      startTime: '2025-11-01 00:00:00',
      endTime: '2026-11-21 23:59:59',
    });
    expect(orderRange('20270105').startTime).toBe('2026-01-01 00:00:00');
  });

  it('pages while the bank has more pages', () => {
    expect(nextOrderPage({ currentPage: '1', totalPage: '3' })).toBe(2);
    expect(nextOrderPage({ currentPage: '3', totalPage: '3' })).toBeUndefined();
    expect(nextOrderPage({ currentPage: '1', totalPage: '0' })).toBeUndefined();
  });

  it('offers Prime below Prime and Allo Pay+ to the basic tier', () => {
    expect(tierName('2')).toBe('Allo Pay+');
    expect(upgradesFor('1')).toEqual({ prime: true, middle: true });
    expect(upgradesFor('2')).toEqual({ prime: true, middle: false });
    expect(upgradesFor('3')).toEqual({ prime: false, middle: false });
  });
});
