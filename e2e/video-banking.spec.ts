import { expect, test, type Page } from './fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test.describe('video banking', () => {
  test('[flow.next-video-banking] nextAction VEDIO_BANKING opens video banking', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('flow.next-video-banking');
    await expect(page).toHaveURL(/\/video-banking$/);
    await expect(heading(page, 'Video Banking')).toBeVisible();
    await expectAccessible();
  });
});
