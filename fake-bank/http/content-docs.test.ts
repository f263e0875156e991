import pino from 'pino';
import request from 'supertest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { CODES } from '../../contracts';
import { blocksOf, textWidth, wrap } from '../domain/content/content-pdf';
import { createHttpApp } from './app';
import { testBank } from '../testing/bank-driver';

const app = createHttpApp({
  bank: testBank(),
  logger: pino({ level: 'silent' }),
});

async function pdf(path: string, headers: Record<string, string> = {}) {
  const res = await request(app)
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { res, bytes: new Uint8Array(res.body as Buffer) };
}

/** Every page's text, as a PDF reader extracts it. */
async function textOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

describe('GET /docs/tnc/<name>.pdf', () => {
  it('answers the terms as a PDF a reader opens, page by page, with the footer', async () => {
    const { res, bytes } = await pdf('/docs/tnc/time-deposit.pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    const pages = await textOf(bytes);
    expect(pages.join(' ')).toContain('Syarat dan Ketentuan Deposito Allo Prime');
    expect(pages.join(' ')).toContain('365 hari');
    expect(pages.at(-1)).toContain(`Halaman ${pages.length} dari ${pages.length}`);
  });

  it('lays long documents over several pages and writes the caller’s language', async () => {
    const { bytes } = await pdf('/docs/tnc/prime-and-paylater.pdf', {
      params: JSON.stringify({ locale_lang: 'en-US', channel_id: 'test' }),
    });
    const pages = await textOf(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Terms and Conditions of Allo Prime and Pay Later');
    expect(pages[0]).toContain('Page 1 of');
    const english = await pdf('/docs/tnc/loyalty.pdf?lang=en');
    expect((await textOf(english.bytes)).join(' ')).toContain('Premium: from 5,000,000 points.');
  });

  it('serves the documents agreed to at onboarding too (the addresses cdn_tpl_url gives)', async () => {
    for (const name of ['instant-cash', 'privacy-policy']) {
      const { res } = await pdf(`/docs/tnc/${name}.pdf`);
      expect(res.status, name).toBe(200);
    }
  });

  it('answers an unknown or malformed name with the 404 envelope, not the app', async () => {
    for (const path of ['/docs/tnc/nothing.pdf', '/docs/tnc/..%2Fsecret.pdf', '/docs/tnc/loyalty.txt']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.ret_code).toBe(CODES.NOT_FOUND.code);
    }
  });
});

describe('the PDF layout', () => {
  it('reads headings, paragraphs and numbered or bulleted items, entities decoded', () => {
    expect(
      blocksOf(
        '<h2>T</h2><h3>1. A</h3><p>x &amp; <strong>y</strong></p><ol><li>a</li><li>b</li></ol><ul><li>c</li></ul>',
      ),
    ).toEqual([
      { style: 'title', text: 'T' },
      { style: 'heading', text: '1. A' },
      { style: 'body', text: 'x & y' },
      { style: 'item', text: 'a', marker: '1.' },
      { style: 'item', text: 'b', marker: '2.' },
      { style: 'item', text: 'c', marker: '•' },
    ]);
  });

  it('wraps text inside the width and cuts a word longer than a line', () => {
    const text = 'Pengaduan tertulis ditanggapi paling lambat 20 hari kerja sejak dokumen diterima lengkap.';
    const lines = wrap(text, 10.5, false, 200);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(textWidth(line, 10.5, false)).toBeLessThanOrEqual(200);
    const long = wrap('x'.repeat(200), 10.5, false, 100);
    expect(long.join('')).toBe('x'.repeat(200));
    for (const line of long) expect(textWidth(line, 10.5, false)).toBeLessThanOrEqual(100);
  });
});
