import { expect, test } from './fixtures';

// Decision 0030: the client runs on React itself, and index.html paints a static shell before any script.
test('the page is a React DOM root that replaces the static shell with the first screen', async ({
  page,
  scenario,
}) => {
  await scenario('apply.can-apply');
  await expect(page.getByRole('button', { name: 'Cek limit' })).toBeVisible();
  await expect(page.locator('.app-shell')).toHaveCount(0);
  const containerKeys = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).filter((key) => key.startsWith('__reactContainer$')),
  );
  expect(containerKeys).toHaveLength(1);
});

/**
 * The kit's sheets spring in by JavaScript: a device that asks for reduced motion gets them in place at once,
 * one that does not sees them on their way a frame after the tap (shared/ui/kit-motion.ts).
 */
for (const c of [
  { reducedMotion: 'reduce', landed: true },
  { reducedMotion: 'no-preference', landed: false },
] as const) {
  test.describe(`a device with reduced motion ${c.reducedMotion}`, () => {
    test.use({ reducedMotion: c.reducedMotion });

    test(`a picker sheet is ${c.landed ? 'in place' : 'on its way'} a frame after the tap`, async ({
      page,
      scenario,
    }) => {
      await scenario('flow.next-paylater-input', '/paylater/form');
      const field = page.getByRole('button', { name: /^Pekerjaan / });
      await expect(field).toBeVisible();
      // The tap and the look in one task of the page, so no frame of the test runner falls between them.
      const opened = await field.evaluate(
        (button) =>
          new Promise<string>((resolve) => {
            (button as HTMLElement).click();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const sheet = document.querySelector<HTMLElement>('.adm-popup-body');
                resolve(sheet ? getComputedStyle(sheet).transform : 'no sheet');
              }),
            );
          }),
      );
      // In place is no transform (or the identity); on its way is a translation down.
      const inPlace = opened === 'none' || opened === 'matrix(1, 0, 0, 1, 0, 0)';
      expect(inPlace, `the sheet's transform a frame after the tap: ${opened}`).toBe(c.landed);
      await expect(page.getByRole('dialog').getByRole('radio', { name: 'Karyawan swasta' })).toBeVisible();
    });
  });
}
