import type { Page, Request } from '@playwright/test';

import { catalogue } from '../scenarios';
import { expect } from './fixtures';

/** Every scenario's link as QA opens it (the app URL with ?scenario=<id>), with what the sweep must know of it. */
export function scenarioLinks() {
  return [...catalogue.values()].map(({ id, path, faults }) => {
    const url = new URL(path, 'http://local');
    url.searchParams.set('scenario', id);
    // A call the scenario holds open on purpose (fault kind timeout) is not waited for.
    const held = (faults?.next ?? []).flatMap((f) => (f.kind === 'timeout' && f.path ? [f.path] : []));
    // A fault on a script chunk needs the chunk fetched, not taken from the shared tab's cache.
    const cold = (faults?.next ?? []).some((f) => f.path?.startsWith('/assets/'));
    return { id, link: `${url.pathname}${url.search}`, held, cold };
  });
}

/**
 * Opens the link and waits until the page has had no call of its own in flight, none started or ended, for
 * 250 ms, and stays at one address (a call answered often starts the next one), a held call aside. It fails if
 * that never comes. Looked at every 50 ms: the quiet is measured from the last call, not from a poll.
 */
export async function openSettled(page: Page, link: string, held: string[]): Promise<void> {
  const QUIET_MS = 250;
  const open = new Set<Request>();
  let last = Date.now();
  const mine = (r: Request) => !held.some((path) => r.url().includes(path));
  page.on('request', (r) => {
    if (!mine(r)) return;
    open.add(r);
    last = Date.now();
  });
  const done = (r: Request) => {
    if (open.delete(r)) last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto(link);
  let url = page.url();
  await expect
    .poll(
      () => {
        // A link that leaves the app is settled once the page it went to stays.
        if (page.url() !== url) {
          url = page.url();
          last = Date.now();
        }
        return open.size === 0 && Date.now() - last >= QUIET_MS;
      },
      { intervals: [50], timeout: 15_000, message: 'the calls of the screen answered' },
    )
    .toBe(true);
}
