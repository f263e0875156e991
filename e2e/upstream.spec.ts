import { devices } from '@playwright/test';
import { rp } from './bank-helpers';
import { expect, test, controlOf } from './fixtures';

/**
 * The client through a bank that is a pass-through proxy (FAKE_BANK_UPSTREAM, the `upstream` project): the app
 * and its bank calls go to this origin, the calls on to a bank that answers as the spec describes (the
 * spec-only one). The screen is drawn from the upstream's answers, and the drift report finds nothing.
 */
interface Drift {
  upstream: string | null;
  entries: Array<{ kind: string; call: string; path: string }>;
}

test('[home.bill-ready] the Pay Later home through a pass-through proxy: the upstream’s figures, no drift', async ({
  browser,
  request,
  baseURL,
}) => {
  await controlOf(request).call('DELETE', '/drift');
  const { upstream } = (await controlOf(request).call('GET', '/drift')) as Drift;
  expect(upstream).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  // The session is the header's on both banks: the scenario is set where the state lives, the upstream.
  const headers = { 'X-Fake-Bank-Session': `upstream-e2e-${test.info().workerIndex}-${Date.now()}` };
  await controlOf(request, { origin: upstream ?? '', headers }).start({ scenario: 'home.bill-ready' });
  const token = (await (await request.get(`${upstream}/ifes/common/csrf_token/get`, { headers })).json()) as {
    ret_data: { csrf_token: string };
  };
  const center = (await (
    await request.post(`${upstream}/ifes/core/account/query/personal_center`, {
      headers: { ...headers, csrf_token: token.ret_data.csrf_token },
      data: {},
    })
  ).json()) as { ret_data: { AVAILABLE_OTB: string } };

  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, extraHTTPHeaders: headers });
  const page = await context.newPage();
  await page.goto('/paylater/home');
  await expect(page.getByTestId('home-banner')).toBeVisible();
  await expect(page.getByText(rp(center.ret_data.AVAILABLE_OTB)).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Jawaban bank tidak dapat dibaca');
  const drift = (await controlOf(request).call('GET', '/drift')) as Drift;
  expect(drift.entries).toEqual([]);
  await context.close();
});
