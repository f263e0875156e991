import type { Page } from '@playwright/test';
import { controlOf } from './fixtures';
import type { Envelope } from '../src/testing/expected-text';

export type { Envelope } from '../src/testing/expected-text';
export { MONTHS_LONG, longDate, monthName, rp, shortDate, wib } from '../src/testing/expected-text';

/** This browser session's CSRF token. */
export async function csrfToken(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/ifes/common/csrf_token/get')).json()) as Envelope<{
    csrf_token: string;
  }>;
  return answer.ret_data.csrf_token;
}

/** A call of this browser's bank session outside the screens (CSRF token first), in a language. */
export async function bankCall<T>(
  page: Page,
  path: string,
  data: unknown,
  locale = 'id-ID',
): Promise<Envelope<T>> {
  const headers = {
    csrf_token: await csrfToken(page),
    'content-type': 'application/json',
    params: JSON.stringify({ locale_lang: locale, channel_id: 'e2e' }),
  };
  return (await (await page.request.post(`/ifes${path}`, { headers, data })).json()) as Envelope<T>;
}

/**
 * Opens a scenario's QA link (`<path>?scenario=<id>`) as QA would: the server resets this browser's session
 * and redirects to the path. The screen must show the state on arrival, with no typing or tapping.
 */
export async function openLink(page: Page, id: string): Promise<void> {
  const list = (await controlOf(page).call('GET', '/scenarios')) as Array<{
    id: string;
    path: string;
  }>;
  const path = list.find((s) => s.id === id)?.path;
  if (!path) throw new Error(`No scenario ${id}`);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=${encodeURIComponent(id)}`);
}

/**
 * The full NIK a form shows, from the masked one the state view gives (decision 0032: first and last 4
 * digits): the 8 digits between are any.
 */
export const nikShownFor = (masked: string) => new RegExp(`^${masked.slice(0, 4)}\\d{8}${masked.slice(-4)}$`);
