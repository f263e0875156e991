import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The console line the app prints for a missing i18n key: any test that meets one fails. */
const MISSING_KEY_MARK = '[i18n] missing key';

interface Fixtures {
  /** Resets this browser's bank session to a scenario and opens the scenario's path (or `path`). */
  scenario: (id: string, path?: string) => Promise<void>;
  /** No serious or critical accessibility violations on the screen as it is now. */
  expectAccessible: () => Promise<void>;
  /** The bank state of this browser's session, as the control surface reports it. */
  bankState: () => Promise<Record<string, unknown>>;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes(MISSING_KEY_MARK)) missing.push(message.text());
    });
    await use(page);
    expect(missing, 'i18n keys missing on screen').toEqual([]);
  },
  scenario: async ({ page }, use) => {
    await use(async (id, path) => {
      const response = await page.request.post('/__fake-bank/session', { data: { scenario: id } });
      expect(response.ok(), `scenario ${id} exists`).toBe(true);
      if (path !== undefined) {
        await page.goto(path);
        return;
      }
      const scenarios = (await (await page.request.get('/__fake-bank/scenarios')).json()) as Array<{
        id: string;
        path: string;
      }>;
      await page.goto(scenarios.find((s) => s.id === id)?.path ?? '/');
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      const serious = async () => {
        const results = await new AxeBuilder({ page }).analyze();
        return results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      };
      // Dialogs fade in (antd-mobile animates opacity in JS): judge the screen once it has settled.
      await expect.poll(serious, { intervals: [300, 600, 1200], timeout: 10_000 }).toEqual([]);
    });
  },
  bankState: async ({ page }, use) => {
    await use(async () => {
      const body = (await (await page.request.get('/__fake-bank/session')).json()) as {
        state: Record<string, unknown>;
      };
      return body.state;
    });
  },
});

export { expect, type Page };
