import { vi } from 'vitest';
import { CONTROL_BASE, controlClient, fetchTransport } from '../../contracts/control-client';

/**
 * The fake bank's control surface (/__fake-bank/...) for component tests, as e2e's `bankState` fixture and
 * `page.request` reach it: the session's state, the clock, simulated payments from outside. The MSW handlers
 * answer it for the screen's current session.
 */
// The one control client (contracts/control-client.ts), on the test page's absolute origin.
const transport = fetchTransport({ base: new URL(CONTROL_BASE, window.location.origin).href });
const { call } = controlClient(transport);

/** A control call that must succeed; its JSON body, if any. */
export async function controlCall<T = unknown>(path: string, body?: unknown): Promise<T> {
  return (await call(body === undefined ? 'GET' : 'POST', path, body)) as T;
}

/** What the bank holds for the screen's session (GET /__fake-bank/session's state). */
export async function bankState<T>(): Promise<T> {
  return (await controlCall<{ state: T }>('/session')).state;
}

/** An outside payment arriving at the bank (POST /__fake-bank/simulate/...): whether it was taken, and why not. */
export async function simulate(
  event: 'va-payment' | 'qris-payment',
  data: object,
): Promise<{ ok: boolean; body: { error?: string } }> {
  const response = await transport({ method: 'POST', path: `/simulate/${event}`, body: data });
  const ok = response.status >= 200 && response.status <= 299;
  return { ok, body: (response.text ? JSON.parse(response.text) : {}) as { error?: string } };
}

/** The bodies of the calls the screen sends to a path from now on (a spy on fetch, as MSW sees it). */
export function callsTo(path: string): () => string[] {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.flatMap(([input, init]) =>
      String(input instanceof Request ? input.url : input).includes(path) ? [String(init?.body ?? '')] : [],
    );
}
