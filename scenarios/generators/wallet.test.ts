import { Faker, base, en, id_ID } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { WALLET_TIERS } from '../../contracts/entities/wallet';
import { catalogue, seedStateOf } from '../index';
import { createBaseState } from '../base-state';
import { WalletStateSchema, createWalletState, isIncoming } from '../../fake-bank/model/wallet';

const CLOCK = '2026-11-21T10:00:00+07:00';

function seeded(seed: number) {
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed(seed);
  return faker;
}

function wallet(seed = 1, mpcLevel: '1' | '2' | '3' = '2') {
  const customer = { ...createBaseState(seeded(seed), CLOCK).customer, mpcLevel };
  return createWalletState(seeded(seed), { clockIso: CLOCK, customer });
}

describe('the wallet slice', () => {
  it('is valid, plain JSON and the same for the same seed', () => {
    const slice = wallet();
    expect(WalletStateSchema.parse(JSON.parse(JSON.stringify(slice)))).toEqual(slice);
    expect(wallet()).toEqual(slice);
    expect(wallet(2)).not.toEqual(slice);
  });

  it('holds wallet orders in every status over the last 12 months', () => {
    const { orders } = wallet();
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['0', '1', '2', '3', '4', '5']));
    for (const order of orders) {
      expect(order.createdAt >= '20251121100000' && order.createdAt <= '20261121100000').toBe(true);
      if (order.goods.length) {
        const total = order.goods.reduce((sum, g) => sum + Number(g.goodsPrice) * Number(g.goodsNum), 0);
        expect(String(total)).toBe(order.amount);
      }
      if (order.status === '3') expect(order.errorCode).toMatch(/^8047\d{4}$/);
      if (order.status === '5') expect(order.refundTotal).toBe(order.amount);
    }
  });

  it('keeps the balance under the tier cap and above what processing orders hold', () => {
    for (const level of ['1', '2', '3'] as const) {
      for (const seed of [1, 2, 3, 4]) {
        const slice = wallet(seed, level);
        const cap = WALLET_TIERS[level].balanceCap;
        if (cap) expect(Number(slice.balance)).toBeLessThanOrEqual(cap);
        const held = slice.orders
          .filter((o) => o.status === '1' && !isIncoming(o.category))
          .reduce((sum, o) => sum + Number(o.pay.balance), 0);
        expect(Number(slice.balance)).toBeGreaterThan(held);
      }
    }
  });

  it("counts this month's successful incoming money", () => {
    const slice = wallet();
    const expected = slice.orders
      .filter((o) => o.status === '2' && isIncoming(o.category) && o.paidAt.startsWith('202611'))
      .reduce((sum, o) => sum + Number(o.amount), 0);
    expect(slice.incoming).toEqual({ month: '202611', amount: String(expected) });
  });

  it('is part of every scenario and stays compact', () => {
    for (const scenario of catalogue.values()) {
      const state = seedStateOf(scenario);
      // 30 months-worth of seeded orders; a checkout scenario adds the order waiting at its cashier.
      expect(state.wallet.orders.length).toBeGreaterThanOrEqual(30);
      expect(state.wallet.orders.length).toBeLessThanOrEqual(31);
      expect(JSON.stringify(state.wallet).length).toBeLessThan(40_000);
    }
  });
});
