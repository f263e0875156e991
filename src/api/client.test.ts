import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCallContext } from './call-context';
import { call, callWithEnvelope, http, REQUEST_TIMEOUT_MS, resetCsrfToken } from './client';
import { endpoints } from '../../contracts';
import { useNetworkDialog } from './network-dialog-store';
import { getSystemTime } from './system-time';

type Answer = { status?: number; data: unknown } | 'network' | 'hang';

/** A scripted bank behind axios: answers in order, records what the client sent. */
function scriptBank(answers: Record<string, Answer[]>) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    sent.push(config);
    const path = (config.url ?? '').replace(/^\/ifes/, '');
    const answer = answers[path]?.shift();
    if (!answer) return Promise.reject(new Error(`no scripted answer for ${path}`));
    if (answer === 'network')
      return Promise.reject(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }));
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        config.signal?.addEventListener?.('abort', () => reject(new Error('canceled')));
      });
    }
    return Promise.resolve({
      data: answer.data,
      status: answer.status ?? 200,
      statusText: '',
      headers: {},
      config,
    });
  };
  http.defaults.adapter = adapter;
  return sent;
}

const ok = (ret_data: unknown, ret_code = '0000') => ({
  data: { ret_code, ret_msg: 'ok', ret_data, system_time: '20261121100000' },
});
const token = ok({ csrf_token: 'tok-1' });
const whitelistY = ok({ whitelistFlag: 'Y' });

beforeEach(() => {
  resetCsrfToken();
  useNetworkDialog.setState({ open: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
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
    expect(sent.map((c) => c.url)).toEqual([
      '/ifes/common/csrf_token/get',
      '/ifes/ams/account/check_whitelist',
    ]);
    const post = sent[1]!;
    expect(post.withCredentials).toBe(true);
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
    expect(sent.filter((c) => c.url?.includes('csrf')).length).toBe(2);
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

  it('reports non-2xx statuses to the collector', async () => {
    scriptBank({
      '/common/csrf_token/get': [token],
      '/ams/account/check_whitelist': [
        { status: 503, data: { ret_code: '80499999', ret_msg: 'x', ret_data: null } },
      ],
    });
    await expect(call(endpoints.checkWhitelist, {})).rejects.toBeTruthy();
    const fetchMock = vi.mocked(fetch);
    const bodies = fetchMock.mock.calls.map(
      ([, init]) => JSON.parse(String(init?.body)) as { type: string; status?: number },
    );
    expect(bodies).toContainEqual(expect.objectContaining({ type: 'http-status', status: 503 }));
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
    const types = vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { type: string }).type);
    expect(types).toContain('contract-mismatch');
  });
});
