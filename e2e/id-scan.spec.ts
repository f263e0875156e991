import { expect, test, type Page } from './fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test.describe('ID scan', () => {
  test('[flow.next-ocr] nextAction OCR opens the ID scan', async ({ page, scenario, expectAccessible }) => {
    await scenario('flow.next-ocr');
    await expect(page).toHaveURL(/\/ocr$/);
    await expect(heading(page, 'Foto e-KTP')).toBeVisible();
    await expect(page.getByText('Siapkan e-KTP asli kamu.')).toBeVisible();
    await expectAccessible();
  });
});
