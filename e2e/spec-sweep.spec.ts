import { expect, test, controlOf } from './fixtures';
import { openSettled, scenarioLinks } from './scenario-links';

/**
 * Every scenario's screen, drawn from a bank that answers only what the spec names (the `spec-profile`
 * project: FAKE_BANK_PROFILE=spec, DESIGN section 4): nothing the client reads may be this bank's own. A
 * screen is drawn, says nowhere that the bank's answer could not be read, and the client reported no answer
 * off its contract, no white screen and no render error (its reporter writes to the session's log).
 */
const UNREADABLE = /Jawaban bank tidak dapat dibaca|The bank answer could not be read/;
const BROKEN = new Set(['contract-mismatch', 'white-screen', 'render-error']);

interface LogEntry {
  method: string;
  request: unknown;
}

test.describe('every scenario’s screen in the spec-only profile', () => {
  test('the bank serving this project answers in the spec-only profile', async ({ page }) => {
    const session = (await controlOf(page).call('GET', '/session')) as { profile: string };
    expect(session.profile).toBe('spec');
  });

  for (const c of scenarioLinks()) {
    test(`${c.id}: drawn from what the spec names`, async ({ page }) => {
      await openSettled(page, c.link, c.held);
      await expect(page.locator('body')).not.toBeEmpty();
      await expect(page.locator('body')).not.toHaveText(UNREADABLE);
      const log = (await controlOf(page).call('GET', '/log')) as LogEntry[];
      const reports = log
        .filter((entry) => entry.method === 'REPORT')
        .map((entry) => entry.request as { type?: string; path?: string; issues?: string })
        .filter((report) => BROKEN.has(report.type ?? ''));
      expect(reports).toEqual([]);
    });
  }
});
