import { expect, test } from './fixtures';

/** Issue 40, point 5: the switch's knob sits in its track, centred, not above it. */
for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('every switch: the knob is centred vertically in its track, off and on', async ({
      page,
      scenario,
    }) => {
      await scenario('checkout.pay');
      const toggle = page.getByRole('switch', { name: 'Pakai poin' });
      await expect(toggle).toBeVisible();
      const centres = async () => {
        const track = await toggle.locator('.adm-switch-checkbox').boundingBox();
        const knob = await toggle.locator('.adm-switch-handle').boundingBox();
        expect(track).not.toBeNull();
        expect(knob).not.toBeNull();
        return {
          offset: Math.abs(knob!.y + knob!.height / 2 - (track!.y + track!.height / 2)),
          inside: knob!.y >= track!.y && knob!.y + knob!.height <= track!.y + track!.height,
          insideX: knob!.x >= track!.x && knob!.x + knob!.width <= track!.x + track!.width,
        };
      };
      expect(await centres()).toEqual({ offset: expect.any(Number), inside: true, insideX: true });
      expect((await centres()).offset).toBeLessThanOrEqual(0.5);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      // The knob slides 200 ms; reduced motion does not stop a CSS transition: wait for it to land inside.
      await expect.poll(async () => (await centres()).insideX).toBe(true);
      expect((await centres()).offset).toBeLessThanOrEqual(0.5);
      expect((await centres()).inside).toBe(true);
    });
  });
}
