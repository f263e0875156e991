import type { Page } from '@playwright/test';

const INLINE_DEVICE = /(<script id="fake-bank-device" type="application\/json">)(.*?)(<\/script>)/;

/**
 * The phone the browser stand-in reports, changed for one test: in the page the bank serves (the device
 * inlined in index.html, read at start) and in GET /__fake-bank/device (asked live, e.g. for the camera).
 */
export async function overrideDevice(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route('**/__fake-bank/device', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), ...patch } });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      INLINE_DEVICE,
      (_match, open: string, json: string, close: string) =>
        `${open}${JSON.stringify({ ...(JSON.parse(json) as object), ...patch })}${close}`,
    );
    await route.fulfill({ response, body: html });
  });
}
