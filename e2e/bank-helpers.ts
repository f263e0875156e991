import type { Page } from '@playwright/test';

/** The bank's envelope, as the tests read it. */
export interface Envelope<T = Record<string, unknown>> {
  ret_code: string;
  ret_msg: string;
  ret_data: T;
}

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

/** Rupiah as the screen writes it, in both languages (decision 0035): 'Rp1.250.000'. Written here, not imported from the app, on purpose. */
export const rp = (amount: string | number) =>
  `Rp${String(Math.round(Number(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** The time of day of yyyymmddhhmmss (or of hhmmss) as an Indonesian screen writes it: '09.59 WIB'. */
export const wib = (stamp: string) => {
  const time = stamp.length >= 14 ? stamp.slice(8) : stamp;
  return `${time.slice(0, 2)}.${time.slice(2, 4)} WIB`;
};

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
export const MONTHS_LONG = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** '21 Nov 2026' (lists) of a YYYYMMDD (or the date part of a timestamp). */
export const shortDate = (ymd: string) =>
  `${Number(ymd.slice(6, 8))} ${MONTHS_SHORT[Number(ymd.slice(4, 6)) - 1]} ${ymd.slice(0, 4)}`;
/** '21 November 2026' (details) of a YYYYMMDD. */
export const longDate = (ymd: string) =>
  `${Number(ymd.slice(6, 8))} ${MONTHS_LONG[Number(ymd.slice(4, 6)) - 1]} ${ymd.slice(0, 4)}`;
/** 'November 2026' of a YYYYMM. */
export const monthName = (yyyymm: string) =>
  `${MONTHS_LONG[Number(yyyymm.slice(4, 6)) - 1]} ${yyyymm.slice(0, 4)}`;

/**
 * Opens a scenario's QA link (`<path>?scenario=<id>`) as QA would: the server resets this browser's session
 * and redirects to the path. The screen must show the state on arrival, with no typing or tapping.
 */
export async function openLink(page: Page, id: string): Promise<void> {
  const list = (await (await page.request.get('/__fake-bank/scenarios')).json()) as Array<{
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
