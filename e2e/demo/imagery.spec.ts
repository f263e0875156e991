import { expect, test } from './demo-fixtures';

/**
 * Issue 40, imagery, in the in-browser demo (decision 0086): the drawn illustrations are part of the app, so
 * the demo on a static host draws them the same, with nothing fetched for them.
 */
test.describe('in-browser demo: drawn illustrations', () => {
  test('[ocr.guidance] [face.education] [coupon.list] the e-KTP card, the face in the oval and the coupon tiles', async ({
    page,
    openScenario,
  }) => {
    await openScenario('ocr.guidance', '/ocr');
    await expect(
      page.getByRole('img', {
        name: 'e-KTP dipegang utuh di dalam bingkai, jelas dan tanpa pantulan cahaya',
      }),
    ).toBeVisible();
    await expect(page.getByTestId('ktp-art-glare')).toBeVisible();

    await openScenario('face.education', '/face');
    await expect(
      page.getByRole('img', { name: 'Wajah utuh di dalam oval, di tempat terang, tanpa kacamata' }),
    ).toBeVisible();

    await openScenario('coupon.list', '/coupons');
    const cards = page.getByTestId('coupon-card');
    await expect(cards.first().getByTestId('coupon-tile')).toBeVisible();
    await expect(cards.locator('img')).toHaveCount(0);
    await expect(cards.first().getByTestId('merchant-mark')).toBeVisible();
  });
});
