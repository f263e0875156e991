import { describe, expect, it } from 'vitest';
import { CODES, endpoints, urlPathOf } from '../../contracts';
import { renderDocsPage } from './docs-page';

describe('the docs page', () => {
  const page = renderDocsPage();

  it('has a table of contents by area, a search box, and the control surface', () => {
    expect(page).toContain('<nav class="docs-toc" aria-label="Areas">');
    expect(page).toContain('href="#area-instant-cash">Instant Cash</a>');
    expect(page).toContain('href="#area-control-surface">Control surface');
    expect(page).toMatch(/<input id="docs-q" name="q" type="search"/);
    expect(page).toContain('<label for="docs-q">');
    for (const path of ['/__fake-bank/session', '/__fake-bank/faults', '/__fake-bank/simulate/{event}']) {
      expect(page).toContain(`<code>${path}</code>`);
    }
  });

  it('says what its counts count: the bank calls of the contract table, and the control calls apart', () => {
    const bank = Object.keys(endpoints).length;
    expect(page).toMatch(
      new RegExp(
        `<p>${bank} bank calls the Pay Later client makes \\(the contract table[^)]*\\) and \\d+ calls of the fake bank’s control surface`,
      ),
    );
    // Searching leaves the intro's figures as they are.
    expect(renderDocsPage('80432009')).toContain(`<p>${bank} bank calls the Pay Later client makes`);
  });

  it('lists each call’s codes with their ret_data', () => {
    const section = page.slice(page.indexOf('id="op-queryApplyResult"'));
    expect(section).toContain(urlPathOf(endpoints.queryApplyResult));
    expect(section.slice(0, 3000)).toContain(`<code>${CODES.ONB_APP_NOT_FOUND.code}</code>`);
    expect(section.slice(0, 3000)).toContain('<code>{ APP_NO }</code>');
  });

  it('filters on the server with ?q= for a browser without script', () => {
    const found = renderDocsPage('80432009');
    expect(found).toContain('id="op-queryApplyResult"');
    expect(found).not.toContain('id="op-csrfToken"');
    expect(found).toContain('1 match for “80432009”');
    expect(renderDocsPage('<script>nothing')).toContain('Nothing matches “&lt;script&gt;nothing”');
  });
});
