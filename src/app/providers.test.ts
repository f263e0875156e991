// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient, followConnection } from './providers';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

const goOffline = () => {
  online = false;
  window.dispatchEvent(new Event('offline'));
};
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

afterEach(() => {
  online = true;
});

test('a screen failed offline asks again once the device is back, also when it went offline before the first render', async () => {
  // As in main.tsx: the CSRF token is on its way when the device goes offline, before any client exists.
  goOffline();
  const client = createQueryClient();
  followConnection(client);
  // The provider mounts the client again as the first render commits.
  client.mount();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['personal_center'],
    queryFn: () => {
      calls += 1;
      return online ? Promise.resolve('answer') : Promise.reject(new Error('offline'));
    },
  });
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));

  goOnline();
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('answer'));
  expect(calls).toBe(2);
  stop();
  client.unmount();
});
