import { expect } from 'vitest';
import type { RenderedScreen } from './render-screen';

/** A bank answer a test reads beside the screen: its ret_data, after checking the call succeeded. */
export async function answerOf<T>(view: RenderedScreen, path: string, data: unknown = {}): Promise<T> {
  const body = await view.bankCall<T>(path, data);
  expect(body.ret_code, `${path} ${body.ret_msg}`).toBe('0000');
  return body.ret_data;
}

const MONTHS_LONG = [
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

/** '21 November 2026' (details) of a YYYYMMDD, written by the test, not the app (as e2e's bank-helpers). */
export const longDate = (ymd: string) =>
  `${Number(ymd.slice(6, 8))} ${MONTHS_LONG[Number(ymd.slice(4, 6)) - 1]} ${ymd.slice(0, 4)}`;
/** 'November 2026' of a YYYYMM. */
export const monthName = (yyyymm: string) =>
  `${MONTHS_LONG[Number(yyyymm.slice(4, 6)) - 1]} ${yyyymm.slice(0, 4)}`;
