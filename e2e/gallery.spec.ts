import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, inPageTransport, test } from './fixtures';
import { controlClient } from '../contracts/control-client';

/**
 * Product review: one screenshot per scenario into screenshots/ (git-ignored) and screenshots/index.html
 * listing them (scenario id, title, screenshot, link), which the dashboard links to. Opt-in, because it only
 * looks: `npm run gallery` against the fake bank server, `npm run gallery -- --demo` against the in-browser
 * demo on a static host. Every scenario is opened by its link, as a person would open it. Scenarios that hold
 * a request open (timeouts) are shot after the skeleton.
 */
test.skip(!process.env.GALLERY, 'set GALLERY=1 (npm run gallery) to take the screenshots');

const TARGET = process.env.GALLERY_TARGET === 'demo' ? 'demo' : 'server';

interface Entry {
  id: string;
  title: string;
  path: string;
  /** The host's own link form (the in-browser demo's root form, decision 0042). */
  link?: string;
}

/** The scenario's page with ?scenario=<id>: the link that resets a session to it and opens it. */
function linkOf({ id, path, link }: Entry): string {
  if (link) return link;
  const url = new URL(path, 'http://gallery');
  url.searchParams.set('scenario', id);
  return url.pathname + url.search;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The gallery's index page: served as is from screenshots/, the links open the scenarios on that host. */
function indexPage(entries: Entry[], shotAt: string): string {
  const cards = entries
    .map((entry) => {
      const link = escapeHtml(linkOf(entry));
      const id = escapeHtml(entry.id);
      return `<li id="${id}"><a href="${link}"><img src="${encodeURIComponent(entry.id)}.png" alt="" loading="lazy" width="195" height="422"></a>
<code>${id}</code><span>${escapeHtml(entry.title)}</span><a href="${link}">${link}</a></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scenario gallery</title>
<style>
body { margin: 0; padding: 1rem; font-family: system-ui, sans-serif; background: #f4f6f8; color: #1b1f24; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); }
li { background: #fff; border: 1px solid #d3d9df; border-radius: 8px; padding: 0.5rem; display: flex; flex-direction: column; gap: 0.25rem; font-size: 0.8rem; overflow-wrap: anywhere; }
img { width: 100%; height: auto; border: 1px solid #d3d9df; }
code { font-weight: 600; }
</style></head>
<body><h1>Scenario gallery</h1>
<p>${entries.length} scenarios at 390 px, shot ${escapeHtml(shotAt)} against the ${TARGET === 'demo' ? 'in-browser demo (npm run gallery -- --demo)' : 'fake bank server (npm run gallery)'}. A link resets your session to the scenario and opens it.</p>
<ul>
${cards}
</ul></body></html>
`;
}

test('gallery of every scenario', async ({ page }) => {
  mkdirSync('screenshots', { recursive: true });
  // The app has started (in the demo: after the bank in the page), so control calls are answered.
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('.app-shell')).toHaveCount(0);
  const list = (await controlClient(inPageTransport(page)).scenarios()) as Entry[];
  test.setTimeout(60_000 + list.length * 5_000);
  for (const entry of list) {
    await page.goto(linkOf(entry));
    await expect(page).not.toHaveURL(/[?&]scenario=/);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Screens still loading (the demo's bank starts in the page first) are shot once their data is in.
    await expect(page.locator('.adm-skeleton'))
      .toHaveCount(0, { timeout: 10_000 })
      .catch(() => undefined);
    await expect(page.locator('body')).not.toBeEmpty();
    await page.screenshot({ path: `screenshots/${entry.id}.png` });
  }
  writeFileSync('screenshots/index.html', indexPage(list, new Date().toISOString().slice(0, 16)));
});
