import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { gzipAssets } from './gzip-assets';

const root = mkdtempSync(join(tmpdir(), 'gzip-assets-'));
const dir = join(root, 'site');
mkdirSync(join(dir, 'assets', 'static'), { recursive: true });
const script = `export const x = '${'a'.repeat(2000)}';\n`;
writeFileSync(join(dir, 'assets', 'app-1.js'), script);
writeFileSync(join(dir, 'assets', 'static', 'app-1.css'), 'body { color: red }\n');
writeFileSync(join(dir, 'assets', 'static', 'logo-1.png'), 'png');
writeFileSync(join(root, 'secret.js'), 'secret');

const app = express();
app.use('/assets', gzipAssets(join(dir, 'assets')));
app.use(express.static(dir, { index: false }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('gzipped scripts and stylesheets of the build', () => {
  it('sends a script gzipped to a browser that accepts it', async () => {
    const res = await request(app).get('/assets/app-1.js').set('Accept-Encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 4);
    expect(res.text).toBe(script);
  });

  it('sends stylesheets gzipped too, and other files and other browsers as they are', async () => {
    const css = await request(app).get('/assets/static/app-1.css').set('Accept-Encoding', 'gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    const png = await request(app).get('/assets/static/logo-1.png').set('Accept-Encoding', 'gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    const plain = await request(app).get('/assets/app-1.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('never reads outside the assets folder, and leaves unknown files to the static handler', async () => {
    const escaped = await request(app).get('/assets/..%2F..%2Fsecret.js').set('Accept-Encoding', 'gzip');
    expect(escaped.headers['content-encoding']).toBeUndefined();
    expect(escaped.text).not.toBe('secret');
    const missing = await request(app).get('/assets/none.js').set('Accept-Encoding', 'gzip');
    expect(missing.status).toBe(404);
  });
});
