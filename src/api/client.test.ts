import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCallContext } from './call-context';
import { call, callWithEnvelope, REQUEST_TIMEOUT_MS, resetCsrfToken, upload } from './client';
import { endpoints } from '../../contracts';
import { useNetworkDialog } from './network-dialog-store';
import { getSystemTime } from './system-time';
import { watchPageLeaving } from '../shared/monitoring/page-leaving';

type Answer = { status?: number; data: unknown } | 'network' | 'hang';

/** What the client put on the wire for one call. */
interface Sent {
  path: string;
  method: string | undefined;
  body: BodyInit | null | undefined;
  params: Record<string, string>;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/**
 * A scripted bank behind fetch: answers calls under /ifes in order and records what the client sent; anything
 * else (the monitoring collector) gets 204.
 */
function scriptBank(answers: Record<string, Answer[]>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://bank.test');
      if (!url.pathname.startsWith('/ifes/')) return Promise.resolve(new Response(null, { status: 204 }));
      sent.push({
        path: url.pathname,
        method: init.method,
        body: init.body,
        params: Object.fromEntries(url.searchParams),
        headers: { ...(init.headers as Record<string, string>) },
        credentials: init.credentials,
      });
      const answer = answers[url.pathname.replace(/^\/ifes/, '')]?.shift();
      if (!answer) return Promise.reject(new Error(`no scripted answer for ${url.pathname}`));
      if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (answer === 'hang') {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      const body = typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data);
      return Promise.resolve(new Response(body, { status: answer.status ?? 200 }));
    }),
  );
  return sent;
}

/** The reports the client sent to the monitoring collector so far (every fetch that is not a bank call). */
function collectorReports(): Array<{ type: string; status?: number; issues?: string }> {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => !String(input).startsWith('/ifes/'))
    .map(([, init]) => JSON.parse(String(init?.body)) as { type: string; status?: number; issues?: string });
}

const ok = (ret_data: unknown, ret_code = '0000') => ({
  data: { ret_code, ret_msg: 'ok', ret_data, system_time: '20261121100000' },
});
const token = ok({ csrf_token: 'tok-1' });
const whitelistY = ok({ whitelistFlag: 'Y' });

beforeEach(() => {
  resetCsrfToken();
  useNetworkDialog.setState({ open: false });
  setCallContext({
    marketingChannel: 'mc',
    channelId: 'ch',
    deviceId: 'dev',
    machineInfo: 'ua',
    locale: 'id',
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the API client (spec section 7)', () => {
  it('fetches the CSRF token first, then sends it with the common params and headers', async () => {
    const sent = scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/account/check_whitelist': [whitelistY],
    });
    await expect(call(endpoints.checkWhitelist, {})).resolves.toEqual({ whitelistFlag: 'Y' });
    expect(sent.map((c) => c.path)).toEqual([
      '/ifes/common/csrf_token/get',
      '/ifes/ams/account/check_whitelist',
    ]);
    const post = sent[1]!;
    expect(post.credentials).toBe('include');
    expect(post.params).toEqual({
      appid: '50002LPT01',
      marketingChannel: 'mc',
      channel_id: 'ch',
      machine_info: 'ua',
      device_id: 'dev',
    });
    const headers = post.headers;
    expect(headers.csrf_token).toBe('tok-1');
    expect(headers.source_channel_type).toBe('03');
    expect(headers.ecss_type).toBe('rsa');
    expect(headers.channel_id).toBe('ch');
    expect(headers.device_id).toBe('dev');
    expect(JSON.parse(String(headers.params))).toEqual({ locale_lang: 'id', channel_id: 'ch' });
  });

  it('sends a GET call with the token header too (section 7 lists it for every call), its fields in the query', async () => {
    const sent = scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/common/email/get/otp': [ok({ countDown: 60 })],
    });
    await call(endpoints.getEmailOtp, { email: 'a@b.co', bizType: '4001001' }).catch(() => undefined);
    expect(sent).toHaveLength(2);
    // The token call itself is the one call that cannot carry it.
    expect(sent[0]!.headers.csrf_token).toBeUndefined();
    expect(sent[1]).toMatchObject({ method: 'GET', body: undefined });
    expect(sent[1]!.params).toMatchObject({
      email: 'a@b.co',
      bizType: '4001001',
      appid: '50002LPT01',
      device_id: 'dev',
    });
    expect(sent[1]!.headers.csrf_token).toBe('tok-1');
  });

  it('sends a POST body as JSON, and an upload as multipart with the file in the field "file"', async () => {
    const sent = scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/account/check_whitelist': [whitelistY],
      '/ams/common/common/upload/file': [ok({ fileId: 'f1' })],
    });
    await call(endpoints.checkWhitelist, {});
    expect(sent[1]).toMatchObject({ method: 'POST', body: '{}' });
    expect(sent[1]!.headers['content-type']).toBe('application/json');
    await upload(endpoints.commonUploadFile, new Blob(['photo'], { type: 'image/jpeg' }), 'ktp.jpg', {
      fileType: 'ktp',
    }).catch(() => undefined);
    const form = sent[2]!.body as FormData;
    expect(sent[2]!.headers['content-type']).toBeUndefined();
    expect(form.get('fileType')).toBe('ktp');
    expect((form.get('file') as File).name).toBe('ktp.jpg');
  });

  it('reuses the token, and fetches a new one once when the bank no longer knows it', async () => {
    const sent = scriptBank({
      '/common/csrf_token/get': [token, ok({ csrf_token: 'tok-2' })],
      '/ams/account/check_whitelist': [
        whitelistY,
        { status: 403, data: { ret_code: '80400002', ret_msg: 'csrf', ret_data: null } },
        whitelistY,
      ],
    });
    await call(endpoints.checkWhitelist, {});
    await call(endpoints.checkWhitelist, {});
    expect(sent.filter((c) => c.path.includes('csrf')).length).toBe(2);
    expect(sent.at(-1)?.headers.csrf_token).toBe('tok-2');
  });

  it('treats 80430241 and 80460000 as success and stores system_time', async () => {
    scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/common/get/channel_config': [ok({ access: false, marketingChannel: '', image: '' }, '80430241')],
      '/ams/account/check_whitelist': [ok({ whitelistFlag: 'N' }, '80460000')],
    });
    const { envelope } = await callWithEnvelope(endpoints.channelConfig, {
      appId: '50002LPT01',
      marketingChannel: '',
    });
    expect(envelope.ret_code).toBe('80430241');
    await expect(call(endpoints.checkWhitelist, {})).resolves.toEqual({ whitelistFlag: 'N' });
    expect(getSystemTime()).toBe('20261121100000');
  });

  it('rejects any other code with ret_msg, ret_code, ret_data and biz_no', async () => {
    scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/account/check_whitelist': [
        { data: { ret_code: '80499999', ret_msg: 'Tidak bisa', ret_data: { a: 1 }, biz_no: 'B1' } },
      ],
    });
    await expect(call(endpoints.checkWhitelist, {})).rejects.toMatchObject({
      kind: 'code',
      ret_code: '80499999',
      ret_msg: 'Tidak bisa',
      ret_data: { a: 1 },
      biz_no: 'B1',
    });
  });

  it('replaces the message of 80488999 with the servers-busy text', async () => {
    scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/account/check_whitelist': [{ data: { ret_code: '80488999', ret_msg: 'raw', ret_data: null } }],
    });
    await expect(call(endpoints.checkWhitelist, {})).rejects.toMatchObject({
      ret_code: '80488999',
      ret_msg: 'Server kami sedang sibuk. Silakan coba lagi nanti.',
    });
  });

  it('opens the network dialog on a failure without ret_code, and not on one with a ret_code', async () => {
    scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/account/check_whitelist': [
        'network',
        { status: 502, data: '<html>bad gateway</html>' },
        { status: 500, data: { ret_code: '80499999', ret_msg: 'x', ret_data: null } },
      ],
    });
    await expect(call(endpoints.checkWhitelist, {})).rejects.toMatchObject({ kind: 'network' });
    expect(useNetworkDialog.getState().open).toBe(true);
    useNetworkDialog.setState({ open: false });
    await expect(call(endpoints.checkWhitelist, {})).rejects.toMatchObject({ kind: 'network' });
    expect(useNetworkDialog.getState().open).toBe(true);
    useNetworkDialog.setState({ open: false });
    await expect(call(endpoints.checkWhitelist, {})).rejects.toMatchObject({
      kind: 'code',
      ret_code: '80499999',
    });
    expect(useNetworkDialog.getState().open).toBe(false);
  });

  it('swallows a failure of the common config fetch silently (spec section 7): no network dialog', async () => {
    scriptBank({
      '/common/csrf_token/get': ['network', token],
      '/ams/common/get/config': ['network', { status: 502, data: '<html>bad gateway</html>' }],
    });
    // The token fetched for it fails too: still the config's failure, still no dialog.
    await expect(call(endpoints.getConfig, { module: 'H5_ONBOARDING' })).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(call(endpoints.getConfig, { module: 'H5_ONBOARDING' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(useNetworkDialog.getState().open).toBe(false);
    // Still reported to the collector, only not shown.
    expect(collectorReports().some((r) => r.type === 'network-failure')).toBe(true);
  });

  it('does not count a call cut short by leaving the page as a network failure', async () => {
    scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/account/check_whitelist': ['network', 'network'],
    });
    const reports = () => collectorReports().length;
    const page = new EventTarget();
    watchPageLeaving(page);
    page.dispatchEvent(new Event('pagehide'));
    try {
      await expect(call(endpoints.checkWhitelist, {})).rejects.toMatchObject({ kind: 'network' });
      expect(reports()).toBe(0);
      expect(useNetworkDialog.getState().open).toBe(false);
    } finally {
      page.dispatchEvent(new Event('pageshow'));
    }
    // Back from the back-forward cache, a failure is one again.
    await expect(call(endpoints.checkWhitelist, {})).rejects.toMatchObject({ kind: 'network' });
    expect(reports()).toBe(1);
    expect(useNetworkDialog.getState().open).toBe(true);
  });

  it('counts failures again once the page is in use after a navigation that did not happen', async () => {
    scriptBank({ '/common/csrf_token/get': [token], '/ams/account/check_whitelist': ['network'] });
    const page = new EventTarget();
    watchPageLeaving(page);
    page.dispatchEvent(new Event('beforeunload'));
    page.dispatchEvent(new Event('pointerdown'));
    await expect(call(endpoints.checkWhitelist, {})).rejects.toMatchObject({ kind: 'network' });
    expect(useNetworkDialog.getState().open).toBe(true);
  });

  it('reports non-2xx statuses to the collector', async () => {
    scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/account/check_whitelist': [
        { status: 503, data: { ret_code: '80499999', ret_msg: 'x', ret_data: null } },
      ],
    });
    await expect(call(endpoints.checkWhitelist, {})).rejects.toBeTruthy();
    expect(collectorReports()).toContainEqual(expect.objectContaining({ type: 'http-status', status: 503 }));
  });

  it('gives up after 30000 ms with a timeout error', async () => {
    vi.useFakeTimers();
    scriptBank({ '/common/csrf_token/get': [token], '/ams/account/check_whitelist': ['hang'] });
    const pending = call(endpoints.checkWhitelist, {});
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(2);
    await outcome;
  });

  it('reports an answer that does not match its contract instead of swallowing it', async () => {
    scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/account/check_whitelist': [ok({ whitelistFlag: 'maybe' })],
    });
    await expect(call(endpoints.checkWhitelist, {})).rejects.toMatchObject({ kind: 'contract' });
    expect(collectorReports()).toContainEqual(
      expect.objectContaining({
        type: 'contract-mismatch',
        path: '/ifes/ams/account/check_whitelist',
        issues: 'whitelistFlag: invalid_value',
      }),
    );
  });
});
