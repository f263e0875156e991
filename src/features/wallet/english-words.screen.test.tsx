// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { resources } from '../../i18n/resources';
import { renderScreen, textOf } from '../../testing/render-screen';

/** The words as i18next picks them for a count, from the app's own resources. */
async function translator(lang: 'id' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n) as (key: string, options: Record<string, unknown>) => string;
}

describe('issue 40, point 9: one coupon, one number format', () => {
  test('one coupon is "1 coupon" in English, and kupon in Indonesian, on the wallet home and in the search', async () => {
    const en = await translator('en');
    expect(en('wallet:home.couponsUnit', { count: 1 })).toBe('coupon');
    expect(en('wallet:home.couponsUnit', { count: 3 })).toBe('coupons');
    expect(en('wallet:home.pointsUnit', { count: 1 })).toBe('point');
    expect(en('wallet:home.pointsYesterday', { count: 1, points: '1' })).toBe('+1 point yesterday');
    expect(en('coupons:search.count', { count: 1, keyword: 'kopi' })).toBe('1 coupon for “kopi”');
    expect(en('coupons:search.count', { count: 2, keyword: 'kopi' })).toBe('2 coupons for “kopi”');
    const id = await translator('id');
    expect(id('wallet:home.couponsUnit', { count: 1 })).toBe('kupon');
    expect(id('coupons:search.count', { count: 1, keyword: 'kopi' })).toBe('1 kupon untuk “kopi”');
    // The Pay Later home's coupon entry too.
    expect(en('paylaterHome:couponEntry.available', { count: 1 })).toBe('1 coupon available');
    expect(en('paylaterHome:couponEntry.available', { count: 3 })).toBe('3 coupons available');
    expect(id('paylaterHome:couponEntry.available', { count: 1 })).toBe('1 kupon tersedia');
  });

  test('[wallet.home] in English the points are grouped as the money beside them: dots, as in Rp3.935.000', async () => {
    const { bankCall } = await renderScreen('wallet.home', { lang: 'en' });
    const points = (
      await bankCall<{ avlScoreAmount: string; yesterdayEarnScore: string }>(
        '/ams/cardpoint/query/point_bal',
        {},
      )
    ).ret_data;
    const coupons = Number(
      (
        await bankCall<{ total: string }>('/ams/cardpoint/query/cust_rights', {
          sortMode: '0',
          pageNum: '1',
          pageSize: '1',
          cardVoucherState: '90010001',
        })
      ).ret_data.total,
    );
    expect(Number(points.avlScoreAmount)).toBeGreaterThanOrEqual(1000);
    const dots = (n: string) => Number(n).toLocaleString('de-DE');
    await waitFor(() =>
      expect(textOf(screen.getByTestId('wallet-points'))).toBe(`${dots(points.avlScoreAmount)} points`),
    );
    expect(textOf(screen.getByTestId('wallet-balance'))).toMatch(/^Rp\d{1,3}(\.\d{3})+$/);
    expect(textOf(screen.getByTestId('wallet-points-yesterday'))).toBe(
      `+${dots(points.yesterdayEarnScore)} points yesterday`,
    );
    await waitFor(() =>
      expect(textOf(screen.getByTestId('wallet-coupons'))).toBe(
        `${coupons} ${coupons === 1 ? 'coupon' : 'coupons'}`,
      ),
    );
  });
});
