import { expect, vi } from 'vitest';

/**
 * The fake bank's control surface (/__fake-bank/...) for component tests, as e2e's `bankState` fixture and
 * `page.request` reach it: the session's state, the clock, simulated payments from outside. The MSW handlers
 * answer it for the screen's current session.
 */
const url = (path: string) => new URL(`/__fake-bank${path}`, window.location.origin).href;

/** A control call that must succeed; its JSON body, if any. */
export async function controlCall<T = unknown>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(url(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
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
  const response = await fetch(url(`/simulate/${event}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  return { ok: response.ok, body: (await response.json()) as { error?: string } };
}

/** The bodies of the calls the screen sends to a path from now on (a spy on fetch, as MSW sees it). */
export function callsTo(path: string): () => string[] {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.flatMap(([input, init]) =>
      String(input instanceof Request ? input.url : input).includes(path) ? [String(init?.body ?? '')] : [],
    );
}
