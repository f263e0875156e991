import { describe, expect, it } from 'vitest';
import { CardExpirySchema, TopUpAmountSchema, cardExpiryMonth, passesLuhn } from './top-up';

describe('top-up rules', () => {
  it('checks the Luhn digit of card numbers', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('requires the amount and at least Rp10.000, and the card expiry as MM/YY', () => {
    expect(TopUpAmountSchema.safeParse('').error?.issues[0]?.message).toBe('topUpAmountRequired');
    expect(TopUpAmountSchema.safeParse('9999').error?.issues[0]?.message).toBe('topUpMinimum');
    expect(TopUpAmountSchema.safeParse('10000').success).toBe(true);
    expect(CardExpirySchema.safeParse('').error?.issues[0]?.message).toBe('cardExpiryRequired');
    expect(CardExpirySchema.safeParse('1/28').error?.issues[0]?.message).toBe('cardExpiry');
    expect(cardExpiryMonth('08/28')).toBe('202808');
  });
});
