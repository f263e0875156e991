import { expect, test, type Page } from './fixtures';

/** The font family of the body and of every button, input, select and text area on screen. */
async function fontsOnScreen(page: Page) {
  return page.evaluate(() => {
    const family = (element: Element) => getComputedStyle(element).fontFamily;
    return {
      body: family(document.body),
      controls: [...document.querySelectorAll('button, input, select, textarea')].map((element) => ({
        control: `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`,
        font: family(element),
      })),
    };
  });
}

// Browsers give form controls a font of their own (Arial in Chrome): buttons and inputs must read like the
// text around them.
const cases = [
  { name: 'the landing (kit buttons, the terms checkbox)', scenario: 'apply.can-apply', ready: 'Cek limit' },
  { name: 'the registration form (kit inputs, text buttons)', scenario: 'register.form', ready: 'Daftar' },
];

test.describe('one font stack', () => {
  for (const c of cases) {
    test(`buttons and inputs use the body's font on ${c.name}`, async ({ page, scenario }) => {
      await scenario(c.scenario);
      await expect(page.getByRole('button', { name: c.ready })).toBeVisible();
      const { body, controls } = await fontsOnScreen(page);
      expect(body).toContain('Noto Sans');
      expect(controls.length).toBeGreaterThan(1);
      expect(controls.filter((c) => c.font !== body)).toEqual([]);
    });
  }
});
