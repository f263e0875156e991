import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CODES, endpoints, urlPathOf } from '../../contracts';
import { bankHandlers } from './handlers';
import { testBank } from '../testing/bank-driver';

/**
 * The browser demo's transport, exercised in Node: MSW's request interception runs the same handlers the
 * service worker feeds in the page, over a bank with the memory store.
 */
const ORIGIN = 'http://demo.test';
const bank = testBank();
let sessionId = 'handlers-test-0';
const server = setupServer(...bankHandlers(bank, () => sessionId));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
let sessions = 0;
afterEach(() => {
  sessionId = `handlers-test-${++sessions}`;
});

const control = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${ORIGIN}/__fake-bank${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};

async function csrf(): Promise<string> {
  const response = await fetch(`${ORIGIN}${urlPathOf(endpoints.csrfToken)}`);
  return ((await response.json()) as { ret_data: { csrf_token: string } }).ret_data.csrf_token;
}

describe('the demo’s MSW handlers', () => {
  it('answer bank calls through the core, with the trace header and the caller’s language', async () => {
    await control('POST', '/session', { scenario: 'apply.not-whitelisted' });
    const token = await csrf();
    const response = await fetch(`${ORIGIN}${urlPathOf(endpoints.preCheck)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        csrf_token: token,
        params: JSON.stringify({ locale_lang: 'en-US', channel_id: '' }),
      },
      body: JSON.stringify({ partnerId: '', userToken: '' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-fake-bank-trace')).toMatch(/^scenario=apply\.not-whitelisted; rule=/);
    const envelope = (await response.json()) as { ret_code: string; ret_msg: string };
    expect(envelope).toMatchObject({ ret_code: CODES.SUCCESS.code, ret_msg: CODES.SUCCESS.en });

    const forged = await fetch(`${ORIGIN}${urlPathOf(endpoints.preCheck)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', csrf_token: 'forged' },
      body: JSON.stringify({ partnerId: '', userToken: '' }),
    });
    expect(forged.status).toBe(403);
  });

  it('carry out the faults a tester arms: network, HTTP status, code', async () => {
    await control('POST', '/session', { scenario: 'apply.can-apply' });
    const armed = await control('POST', '/faults', {
      next: [
        { path: '/csrf_token', kind: 'network' },
        { path: '/csrf_token', kind: 'http', status: 503 },
        { path: '/csrf_token', kind: 'code', code: '80488999' },
      ],
    });
    expect(armed.status).toBe(200);
    const url = `${ORIGIN}${urlPathOf(endpoints.csrfToken)}`;
    await expect(fetch(url)).rejects.toThrow();
    const busy = await fetch(url);
    expect(busy.status).toBe(503);
    expect(await busy.text()).toBe('Injected HTTP fault');
    expect(((await (await fetch(url)).json()) as { ret_code: string }).ret_code).toBe('80488999');
    expect((await fetch(url)).status).toBe(200);
  });

  it('answer the control surface: catalogue, session, clock, device, collector, log', async () => {
    const catalogue = await control('GET', '/scenarios');
    expect(catalogue.body).toContainEqual(expect.objectContaining({ id: 'home.overdue-late-fee' }));
    const started = await control('POST', '/session', { scenario: 'home.overdue-late-fee' });
    expect(started.body).toMatchObject({ session: sessionId, scenario: 'home.overdue-late-fee' });
    const moved = await control('POST', '/clock', { advanceDays: 1 });
    expect(moved.body.clock.slice(0, 10)).not.toBe(started.body.clock.slice(0, 10));
    expect((await control('POST', '/clock', { advanceDays: 'one' })).status).toBe(400);
    expect((await control('GET', '/device')).body).toHaveProperty('inApp');
    expect((await control('POST', '/collector', { type: 'white-screen', label: 'x' })).status).toBe(204);
    const log = await control('GET', '/log');
    expect(log.body[0]).toMatchObject({ method: 'REPORT', path: '/__fake-bank/collector' });
    expect((await control('GET', '/')).status).toBe(404);
  });

  it('read an upload as the server does: the file’s name, type, size and SHA-256', async () => {
    await control('POST', '/session', { scenario: 'apply.can-apply' });
    const bytes = new TextEncoder().encode('a photo of a card');
    const form = new FormData();
    form.append('fileType', 'KTP');
    form.append('file', new File([bytes], 'ktp-clear.jpg', { type: 'image/jpeg' }));
    const response = await fetch(`${ORIGIN}${urlPathOf(endpoints.commonUploadFile)}`, {
      method: 'POST',
      headers: { csrf_token: await csrf() },
      body: form,
    });
    const envelope = (await response.json()) as { ret_data: { items: Array<{ fileHash: string }> } };
    const digest = Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
    expect(envelope.ret_data.items[0]).toMatchObject({ fileName: 'ktp-clear.jpg', fileHash: digest });
  });

  it('serve the terms as PDF in the asked language, and 404 an unknown one', async () => {
    const terms = await fetch(`${ORIGIN}/docs/tnc/loyalty.pdf?lang=en`);
    expect(terms.status).toBe(200);
    expect(terms.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(await terms.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Page 1 of');
    expect((await fetch(`${ORIGIN}/docs/tnc/nothing-here.pdf`)).status).toBe(404);
  });
});
