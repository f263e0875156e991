import { describe, expect, it } from 'vitest';
import type { TopUpQuota } from '../../../contracts/entities/top-up';
import {
  amountSchema,
  capLine,
  cardSchema,
  expiryInput,
  groupCard,
  maxOf,
  pickVa,
  ruleText,
  upgradeOf,
} from './top-up-view';
import { isoToMs, toBusinessMonth } from '../../../contracts/dates';

const quota: TopUpQuota = {
  mpcLevel: '1',
  tierName: 'Allo Pay',
  balanceAmt: '1950000',
  balanceCap: '2000000',
  incomingAmt: '400000',
  incomingCap: '20000000',
  maxTopUpAmt: '50000',
  minTopUpAmt: '10000',
  limitedBy: 'BALANCE',
};

const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the top-up amount rule (spec section 5)', () => {
  it('is required, at least Rp10.000, and within the tier’s room', () => {
    const schema = amountSchema(maxOf(quota));
    expect(firstIssue(schema.safeParse({ amount: '' }))).toBe('topUpAmountRequired');
    expect(firstIssue(schema.safeParse({ amount: '9999' }))).toBe('topUpMinimum');
    expect(firstIssue(schema.safeParse({ amount: '50001' }))).toBe('tierCap');
    expect(schema.safeParse({ amount: '10000' }).success).toBe(true);
    expect(schema.safeParse({ amount: '50000' }).success).toBe(true);
    expect(amountSchema(maxOf({ maxTopUpAmt: '-1' })).safeParse({ amount: '90000000' }).success).toBe(true);
  });

  it('words the rules in both languages', () => {
    expect(ruleText('topUpMinimum', 'id')).toBe('Minimal isi saldo Rp10.000');
    expect(ruleText('topUpAmountRequired', 'en')).toBe('Enter the top-up amount');
    expect(ruleText('cardExpiryRequired', 'id')).toBe('Masa berlaku kartu wajib diisi');
    expect(ruleText('cardExpired', 'id')).toBe('Kartu kamu sudah melewati masa berlaku.');
    expect(ruleText('whatever', 'id')).toBe('Jumlah tidak valid.');
    expect(ruleText(undefined, 'id')).toBeUndefined();
  });
});

describe('the debit card rules', () => {
  const schema = cardSchema(null, '202611');
  const card = { amount: '50000', cardNo: '4111111111111111', expiry: '12/29', cvv: '123' };
  it('checks the Luhn digit, the CVV and the expiry', () => {
    expect(schema.safeParse(card).success).toBe(true);
    expect(firstIssue(schema.safeParse({ ...card, cardNo: '4111111111111112' }))).toBe('cardNumberInvalid');
    expect(firstIssue(schema.safeParse({ ...card, cardNo: '4111 1111' }))).toBe('cardNumber');
    expect(firstIssue(schema.safeParse({ ...card, cardNo: '' }))).toBe('required');
    expect(firstIssue(schema.safeParse({ ...card, expiry: '' }))).toBe('cardExpiryRequired');
    expect(firstIssue(schema.safeParse({ ...card, expiry: '13/29' }))).toBe('cardExpiry');
    expect(firstIssue(schema.safeParse({ ...card, expiry: '10/26' }))).toBe('cardExpired');
    expect(schema.safeParse({ ...card, expiry: '11/26' }).success).toBe(true);
    expect(firstIssue(schema.safeParse({ ...card, cvv: '12' }))).toBe('cvv');
  });

  it('formats the number and the expiry as typed', () => {
    expect(groupCard('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCard('41111')).toBe('4111 1');
    expect(expiryInput('0828')).toBe('08/28');
    expect(expiryInput('08/2')).toBe('08/2');
    expect(expiryInput('08')).toBe('08');
    expect(toBusinessMonth(isoToMs('2026-11-30T18:00:00Z'))).toBe('202612');
  });
});

describe('the tier cap in words', () => {
  it('names the cap that limits, with its numbers, and the way up', () => {
    expect(capLine(quota)).toEqual({
      key: 'cap.balance',
      values: { tier: 'Allo Pay', cap: 2_000_000, room: 50_000 },
    });
    expect(capLine({ ...quota, mpcLevel: '2', tierName: 'Allo Pay+', limitedBy: 'INCOMING' })).toEqual({
      key: 'cap.incoming',
      values: { tier: 'Allo Pay+', cap: 20_000_000, room: 50_000 },
    });
    expect(capLine({ ...quota, limitedBy: 'NONE' })).toBeNull();
    expect(upgradeOf('1')?.key).toBe('middle');
    expect(upgradeOf('2')?.key).toBe('prime');
    expect(upgradeOf('3')).toBeNull();
  });
});

describe('the virtual account on screen', () => {
  const shown = { vaCode: '39358812345678', expTime: '20261122100000' };
  const open = { ...shown, status: '0' as const, bankCode: '014', bankName: 'BCA' };
  it('follows it from open to paid, even with a new one of the same number beside it', () => {
    expect(pickVa([open], shown)?.status).toBe('0');
    const paid = { ...open, status: '1' as const, paidAmt: '50000', paidTime: '20261121100500' };
    expect(pickVa([open, paid], shown)).toBe(paid);
    expect(pickVa([{ ...open, expTime: '20261122100501' }, paid], shown)).toBe(paid);
    expect(pickVa([], shown)).toBeUndefined();
  });
});
