import { expect, test, type Page } from './fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test.describe('face detection', () => {
  test('[flow.next-face] nextAction FACE_SCANNING opens face detection', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('flow.next-face');
    await expect(page).toHaveURL(/\/face$/);
    await expect(heading(page, 'Verifikasi Wajah')).toBeVisible();
    await expectAccessible();
  });
});
