// Only what every call needs (the envelope, the CSRF call, the shared codes), never the whole table: each
// screen brings the schemas of the calls it makes (docs/decisions/0021).
import {
  CSRF_INVALID_CODE,
  SERVERS_BUSY_CODE,
  SESSION_EXPIRED_CODE,
} from '../../contracts/codes/base-values';
import { urlPathOf, type AnyEndpoint, type RequestOf, type ResponseOf } from '../../contracts/endpoint';
import { csrfToken as csrfTokenCall, getConfig } from '../../contracts/endpoints/config';
import { EnvelopeSchema, envelopeMessage, isSuccessCode, type Envelope } from '../../contracts/envelope';
import { i18n } from '../i18n';
import { searchOf } from '../shared/lib/search';
import { report } from '../shared/monitoring/reporter';
import { pageIsLeaving } from '../shared/monitoring/page-leaving';
import { SOURCE_CHANNEL_TYPE, getCallContext } from './call-context';
import { ApiError } from './errors';
import { useNetworkDialog } from './network-dialog-store';
import { useSessionNotice } from './session-notice-store';
import { storeSystemTime } from './system-time';

/** Spec section 9: a request gives up after 30000 ms. Timed with setTimeout so test clocks drive it. */
export const REQUEST_TIMEOUT_MS = 30_000;

let csrfToken: Promise<string> | undefined;

function commonQuery() {
  const c = getCallContext();
  return {
    appid: c.appId,
    marketingChannel: c.marketingChannel,
    channel_id: c.channelId,
    machine_info: c.machineInfo,
    device_id: c.deviceId,
  };
}

function commonHeaders(token: string | undefined) {
  const c = getCallContext();
  return {
    ...(token ? { csrf_token: token } : {}),
    channel_id: c.channelId,
    device_id: c.deviceId,
    marketingChannel: c.marketingChannel,
    client_type: c.clientType,
    source_channel_type: SOURCE_CHANNEL_TYPE,
    channel_biz_type: c.channelBizType,
    ecss_type: 'rsa',
    params: JSON.stringify({ locale_lang: c.locale, channel_id: c.channelId }),
  };
}

/**
 * Calls whose failures the user is never shown (spec section 7: "the common config fetch swallows errors
 * silently"): their caller falls back on its default; a network failure is still reported, with no dialog.
 */
const SILENT_PATHS: ReadonlySet<string> = new Set([urlPathOf(getConfig)]);

function networkFailure(path: string, message: string, silent: boolean): ApiError {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new ApiError({ kind: 'offline', ret_msg: i18n.t('errors:offline.title') });
  }
  report({ type: 'network-failure', path, message });
  // A call the browser cancels as the page is left: no dialog over a page on its way out.
  if (!pageIsLeaving() && !silent) useNetworkDialog.getState().show();
  return new ApiError({ kind: 'network', ret_msg: i18n.t('errors:network.title') });
}

/** The answer's body as JSON when it is JSON; anything else (a proxy's HTML page) stays text. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One HTTP exchange: answers the parsed envelope, or throws the ApiError a screen can show. */
async function exchange(
  endpoint: AnyEndpoint,
  request: unknown,
  token: string | undefined,
  silent = false,
): Promise<Envelope> {
  const path = urlPathOf(endpoint);
  const quiet = silent || SILENT_PATHS.has(path);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  let status: number;
  let body: unknown;
  try {
    const isGet = endpoint.method === 'GET';
    const headers: Record<string, string> = commonHeaders(token);
    // A multipart body sets its own content type, with the boundary.
    if (endpoint.method === 'POST') headers['content-type'] = 'application/json';
    const response = await fetch(
      path + searchOf(isGet ? { ...(request as object), ...commonQuery() } : commonQuery()),
      {
        method: isGet ? 'GET' : 'POST',
        headers,
        body: isGet
          ? undefined
          : endpoint.method === 'UPLOAD'
            ? (request as FormData)
            : JSON.stringify(request),
        credentials: 'include',
        signal: controller.signal,
      },
    );
    status = response.status;
    body = await bodyOf(response);
  } catch (error) {
    if (timedOut) throw new ApiError({ kind: 'timeout', ret_msg: i18n.t('errors:timeout.title') });
    throw networkFailure(path, error instanceof Error ? error.message : String(error), quiet);
  } finally {
    clearTimeout(timer);
  }
  if (status < 200 || status > 299) report({ type: 'http-status', path, status });
  const envelope = EnvelopeSchema.safeParse(body);
  // Without a ret_code the failure is the network's; with one the caller decides (section 8).
  if (!envelope.success) throw networkFailure(path, `HTTP ${status} without an envelope`, quiet);
  storeSystemTime(envelope.data.system_time);
  if (envelope.data.ret_code === SESSION_EXPIRED_CODE) {
    // The restored session has a token of its own to hand out.
    csrfToken = undefined;
    useSessionNotice.getState().show();
  }
  return envelope.data;
}

/** The CSRF token; `silent` when it is fetched for a silent call (its failure is that call's). */
function fetchCsrfToken(silent = false): Promise<string> {
  csrfToken ??= exchange(csrfTokenCall, {}, undefined, silent)
    .then((envelope) => {
      const parsed = csrfTokenCall.response.safeParse(envelope.ret_data);
      if (!isSuccessCode(envelope.ret_code) || !parsed.success) throw toCodeError(envelope);
      return parsed.data.csrf_token;
    })
    .catch((error: unknown) => {
      csrfToken = undefined;
      throw error;
    });
  return csrfToken;
}

function toCodeError(envelope: Envelope): ApiError {
  const busy = envelope.ret_code === SERVERS_BUSY_CODE;
  return new ApiError({
    kind: 'code',
    ret_code: envelope.ret_code,
    ret_msg: busy ? i18n.t('errors:serversBusy') : envelopeMessage(envelope),
    ret_data: envelope.ret_data,
    biz_no: envelope.biz_no,
  });
}

/**
 * Call one endpoint of the contract table: CSRF token first, the common params and headers, the success
 * rule, and ret_data parsed with the endpoint's schema. Answers the data and the envelope.
 */
export async function callWithEnvelope<E extends AnyEndpoint>(
  endpoint: E,
  request: RequestOf<E>,
): Promise<{ data: ResponseOf<E>; envelope: Envelope }> {
  // Section 7 lists csrf_token among the headers of every call, GETs included; only the call that issues it
  // goes without. The bank checks it on POSTs (DESIGN section 4), so only they retry with a new one.
  const needsToken = urlPathOf(endpoint) !== urlPathOf(csrfTokenCall);
  const silent = SILENT_PATHS.has(urlPathOf(endpoint));
  let envelope = await exchange(endpoint, request, needsToken ? await fetchCsrfToken(silent) : undefined);
  if (endpoint.method !== 'GET' && envelope.ret_code === CSRF_INVALID_CODE) {
    // The bank forgot our token (a reset session): fetch a new one and try once more.
    csrfToken = undefined;
    envelope = await exchange(endpoint, request, await fetchCsrfToken(silent));
  }
  if (!isSuccessCode(envelope.ret_code)) throw toCodeError(envelope);
  const data = endpoint.response.safeParse(envelope.ret_data);
  if (!data.success) {
    const path = urlPathOf(endpoint);
    // zod/mini loads no locale (its messages say only "Invalid input"): the report names path, code, type.
    const issues = data.error.issues
      .map(
        (i) =>
          `${i.path.join('.') || '(root)'}: ${i.code}${'expected' in i ? ` (expected ${String(i.expected)})` : ''}`,
      )
      .join('; ');
    report({ type: 'contract-mismatch', path, issues: issues.slice(0, 2000) });
    throw new ApiError({ kind: 'contract', ret_code: envelope.ret_code, ret_msg: i18n.t('errors:contract') });
  }
  return { data: data.data as ResponseOf<E>, envelope };
}

export async function call<E extends AnyEndpoint>(
  endpoint: E,
  request: RequestOf<E>,
): Promise<ResponseOf<E>> {
  return (await callWithEnvelope(endpoint, request)).data;
}

/**
 * Call an UPLOAD endpoint of the contract table: the file goes as the multipart field "file" (the bank
 * reads its name, type, size and hash), other fields as text. Answers the parsed ret_data as `call` does.
 */
export async function upload<E extends AnyEndpoint>(
  endpoint: E,
  file: Blob,
  fileName: string,
  fields: Record<string, string> = {},
): Promise<ResponseOf<E>> {
  if (endpoint.method !== 'UPLOAD') throw new Error(`${urlPathOf(endpoint)} is not an UPLOAD call`);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, fileName);
  // The contract describes the file as the bank sees it; on the wire it is this multipart body.
  return call(endpoint, form as unknown as RequestOf<E>);
}

/**
 * Fetches the CSRF token ahead of the first POST (at start, beside the first screen's chunks), so the first
 * call does not wait for it. A failure is forgotten: the first POST asks again and says what went wrong.
 */
export function prefetchCsrfToken(): void {
  fetchCsrfToken().catch(() => undefined);
}

/** For tests and session resets: forget the CSRF token so the next POST fetches a new one. */
export function resetCsrfToken(): void {
  csrfToken = undefined;
}
