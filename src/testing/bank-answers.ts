import { expect } from 'vitest';
import type { RenderedScreen } from './render-screen';

/** A bank answer a test reads beside the screen: its ret_data, after checking the call succeeded. */
export async function answerOf<T>(view: RenderedScreen, path: string, data: unknown = {}): Promise<T> {
  const body = await view.bankCall<T>(path, data);
  expect(body.ret_code, `${path} ${body.ret_msg}`).toBe('0000');
  return body.ret_data;
}
