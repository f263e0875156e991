// The fake bank's dashboard: plain DOM, no framework, no build step. Server data only ever reaches the page
// through textContent and attribute setters, never through innerHTML.

const BASE = '/__fake-bank';
const LOG_INTERVAL_MS = 2000;
const AUTO_KEY = 'fake-bank.dashboard.autoRefresh';

const PRESETS = {
  network: { fault: { kind: 'network' }, label: 'network failure' },
  timeout: { fault: { kind: 'timeout' }, label: 'timeout' },
  busy: { fault: { kind: 'code', code: '80488999' }, label: 'servers busy (80488999)' },
  http500: { fault: { kind: 'http', status: 500 }, label: 'HTTP 500' },
};

const $ = (id) => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`Missing #${id}`);
  return node;
};

/** Builds an element; attributes go through properties or setAttribute, children become text nodes. */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (value === true) node.setAttribute(key, '');
    else node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// ---------------------------------------------------------------------------------------------------------
// Talking to the control surface

class ControlError extends Error {}

async function api(method, path, body) {
  let response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ControlError('The fake bank does not answer. Is the server running?');
  }
  let data = null;
  const text = await response.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const message = data && typeof data.error === 'string' ? data.error : `HTTP ${response.status}`;
    throw new ControlError(message);
  }
  return data;
}

// ---------------------------------------------------------------------------------------------------------
// Notices (one live region, fixed at the bottom so it is seen wherever the page is scrolled)

let noticeTimer;
let lastQuietError = '';

function notify(message, kind = 'ok') {
  const box = $('notice');
  clearTimeout(noticeTimer);
  box.replaceChildren(
    el('p', { class: 'notice-text' }, kind === 'error' ? el('strong', {}, 'Error: ') : null, message),
    el('button', { type: 'button', class: 'button secondary notice-close', onclick: hideNotice }, 'Dismiss'),
  );
  box.className = `notice notice-${kind}`;
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  box.hidden = false;
  if (kind !== 'error') noticeTimer = setTimeout(hideNotice, 4000);
}

function hideNotice() {
  clearTimeout(noticeTimer);
  $('notice').hidden = true;
}

function showError(error) {
  notify(error instanceof Error ? error.message : String(error), 'error');
}

/** Runs an action from a button: disables it while it runs and reports failures. */
async function run(button, action) {
  if (button) button.disabled = true;
  try {
    await action();
  } catch (error) {
    showError(error);
  } finally {
    if (button) button.disabled = false;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Formatting

const wibDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const wibShort = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

function formatClock(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : `${wibDateTime.format(date)} WIB`;
}

function formatLogTime(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : wibShort.format(date);
}

/** The WIB calendar date (YYYY-MM-DD) and time (HH:MM) of an ISO instant, for the date and time inputs. */
function wibParts(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const wib = new Date(date.getTime() + 7 * 3600 * 1000).toISOString();
  return { date: wib.slice(0, 10), time: wib.slice(11, 16) };
}

const pretty = (value) => (value === undefined ? 'undefined' : JSON.stringify(value, null, 2));

/** Only same-origin absolute paths become links; anything else falls back to the app's root. */
function safePath(path) {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

function qaLink(scenario) {
  const path = safePath(scenario.path);
  const hashAt = path.indexOf('#');
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const joiner = base.includes('?') ? '&' : '?';
  return `${location.origin}${base}${joiner}scenario=${encodeURIComponent(scenario.id)}${hash}`;
}

function describeFault(fault) {
  const parts = [fault.kind];
  if (fault.kind === 'http') parts.push(`status ${fault.status ?? 500}`);
  if (fault.kind === 'code') parts.push(`ret_code ${fault.code ?? '(default)'}`);
  return parts.join(' · ');
}

async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = el('textarea', { class: 'offscreen', readonly: true, 'aria-hidden': 'true' });
  area.value = text;
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copying is not allowed here; select the link and copy it by hand.');
}

// ---------------------------------------------------------------------------------------------------------
// Session card, clock inputs, armed faults, state

let current = { session: '', scenario: '', clock: '' };
let lastStateText = '';

function renderSummary(summary) {
  current = { ...current, ...summary };
  $('session-id').textContent = current.session || '—';
  $('session-scenario').textContent = current.scenario || '—';
  $('session-clock').textContent = current.clock ? formatClock(current.clock) : '—';
  $('session-clock-iso').textContent = current.clock || '';
  const parts = current.clock ? wibParts(current.clock) : null;
  const dateInput = $('clock-date');
  if (parts && document.activeElement !== dateInput && !dateInput.dataset.edited)
    dateInput.value = parts.date;
  markCurrentScenario();
}

function renderFaults(faults, latencyMs) {
  if (typeof latencyMs === 'number') {
    $('session-latency').textContent = latencyMs > 0 ? `${latencyMs} ms on every bank call` : 'none';
    const input = $('latency-ms');
    if (document.activeElement !== input && !input.dataset.edited) input.value = String(latencyMs);
  }
  if (!Array.isArray(faults)) return;
  const list = $('faults-list');
  list.replaceChildren(
    ...faults.map((fault, index) => {
      const target = fault.path ? `calls to ${fault.path}` : 'any bank call';
      const remove = el(
        'button',
        {
          type: 'button',
          class: 'button secondary fault-remove',
          'aria-label': `Remove fault ${index + 1}: ${describeFault(fault)} on ${target}`,
        },
        'Remove',
      );
      remove.addEventListener('click', () => run(remove, () => disarmFault(index, fault)));
      return el(
        'li',
        { class: 'fault' },
        el(
          'span',
          { class: 'fault-what' },
          el('span', { class: `chip chip-fault chip-${fault.kind}` }, describeFault(fault)),
          ' ',
          fault.path ? el('code', {}, fault.path) : el('span', { class: 'muted' }, 'any bank call'),
        ),
        remove,
      );
    }),
  );
  list.hidden = faults.length === 0;
  $('faults-empty').hidden = faults.length > 0;
}

/** The phone the session pretends to be: in the bank app (Instant Cash, wallet) or a browser outside it. */
let currentDevice = null;

function renderDevice(device) {
  if (!device || typeof device.inApp !== 'boolean') return;
  currentDevice = device;
  $('session-device').textContent =
    `${device.inApp ? 'In the bank app' : 'Browser, outside the app'} · ${device.locale} · camera ${device.camera}`;
  $('device-toggle').textContent = device.inApp ? 'Leave the app' : 'Open in the app';
}

async function toggleDevice() {
  if (!currentDevice) await refreshSession();
  const inApp = !currentDevice?.inApp;
  const data = await api('PATCH', '/session', { device: { inApp } });
  renderDevice(data.device);
  notify(`${inApp ? 'In the bank app' : 'Outside the app'} now: reload the app's tab to see it.`);
}

function renderState(state) {
  const text = pretty(state);
  if (text === lastStateText) return;
  lastStateText = text;
  $('state-json').textContent = text;
}

async function refreshSession() {
  const data = await api('GET', '/session');
  renderSummary({ session: data.session, scenario: data.scenario, clock: data.clock });
  renderFaults(data.faults, data.latencyMs);
  renderDevice(data.state?.device);
  renderState(data.state);
  void refreshSessions();
  return data;
}

/** The sessions the bank holds, with when each was last used (real time, not the session clock). */
async function refreshSessions() {
  // The first page (most recently used first); the count says how many the bank holds in all.
  const page = await api('GET', '/sessions?limit=100');
  if (!page || !Array.isArray(page.sessions)) return;
  const sessions = page.sessions;
  $('sessions-count').textContent =
    page.total > sessions.length ? `${sessions.length} most recent of ${page.total}` : `${page.total}`;
  const when = (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  $('sessions-rows').replaceChildren(
    ...sessions.map((s) =>
      el(
        'tr',
        s.id === current.session ? { class: 'current' } : {},
        el('td', {}, el('code', {}, s.id)),
        el('td', {}, el('code', {}, s.scenarioId)),
        el('td', {}, when(s.lastUsedAt)),
      ),
    ),
  );
  const mine = sessions.find((s) => s.id === current.session);
  $('session-last-used').textContent = mine ? when(mine.lastUsedAt) : '—';
}

// ---------------------------------------------------------------------------------------------------------
// Scenarios

let scenarios = [];
const scenarioRows = new Map(); // id -> { row, haystack, result }

function groupOf(id) {
  const dot = id.indexOf('.');
  return dot > 0 ? id.slice(0, dot) : id;
}

function chips(label, values, kind) {
  if (!Array.isArray(values) || values.length === 0) return null;
  return el(
    'div',
    { class: 'chips' },
    el('span', { class: 'chips-label' }, `${label}:`),
    el(
      'ul',
      { class: 'chip-list', 'aria-label': label },
      ...values.map((v) => el('li', { class: `chip chip-${kind}` }, v)),
    ),
  );
}

function renderScenarios() {
  const container = $('scenario-groups');
  scenarioRows.clear();
  const groups = new Map();
  for (const scenario of scenarios) {
    const name = groupOf(scenario.id);
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(scenario);
  }
  const sections = [];
  for (const [name, members] of groups) {
    const headingId = `group-${name.replace(/[^a-z0-9_-]/gi, '-')}`;
    const list = el('ul', { class: 'scenario-list' });
    for (const scenario of members) list.append(scenarioRow(scenario));
    sections.push(
      el(
        'section',
        { class: 'scenario-group', 'aria-labelledby': headingId, dataset: { group: name } },
        el(
          'h3',
          { id: headingId },
          name,
          ' ',
          el(
            'span',
            { class: 'count muted', dataset: { total: String(members.length) } },
            `(${members.length})`,
          ),
        ),
        list,
      ),
    );
  }
  container.replaceChildren(...sections);
  applyFilter();
  markCurrentScenario();
}

function scenarioRow(scenario) {
  const link = qaLink(scenario);
  const result = el('div', { class: 'scenario-result', hidden: true, 'aria-live': 'polite' });
  const startButton = el('button', { type: 'button', class: 'button' }, 'Start');
  const copyButton = el('button', { type: 'button', class: 'button secondary' }, 'Copy QA link');
  const currentBadge = el('span', { class: 'badge badge-current', hidden: true }, 'current');
  const shot =
    typeof scenario.screenshot === 'string' && scenario.screenshot.startsWith(`${BASE}/gallery/`)
      ? el(
          'a',
          { href: scenario.screenshot, class: 'scenario-shot', target: '_blank', rel: 'noopener' },
          el('img', {
            src: scenario.screenshot,
            alt: `Screenshot of ${scenario.id}`,
            loading: 'lazy',
            width: '120',
            height: '260',
          }),
        )
      : null;
  const row = el(
    'li',
    { class: `scenario${shot ? ' has-shot' : ''}`, dataset: { id: scenario.id } },
    shot,
    el('div', { class: 'scenario-head' }, el('code', { class: 'scenario-id' }, scenario.id), currentBadge),
    el('h4', { class: 'scenario-title' }, scenario.title),
    scenario.hint ? el('p', { class: 'scenario-hint' }, el('strong', {}, 'Input: '), scenario.hint) : null,
    el('p', { class: 'scenario-description' }, scenario.description),
    chips('covers', scenario.covers, 'covers'),
    chips('tags', scenario.tags, 'tag'),
    el(
      'p',
      { class: 'qa-link small' },
      el('span', { class: 'muted' }, 'QA link: '),
      el('a', { href: link, class: 'break' }, link),
    ),
    el('div', { class: 'button-row' }, startButton, copyButton),
    result,
  );
  startButton.addEventListener('click', () => run(startButton, () => startScenario(scenario)));
  copyButton.addEventListener('click', () =>
    run(copyButton, async () => {
      await copyText(link);
      notify(`Copied the QA link for ${scenario.id}.`);
    }),
  );
  const haystack = [
    scenario.id,
    scenario.title,
    scenario.hint ?? '',
    ...(scenario.tags ?? []),
    ...(scenario.covers ?? []),
  ]
    .join(' ')
    .toLowerCase();
  scenarioRows.set(scenario.id, { row, haystack, result, currentBadge });
  return row;
}

async function startScenario(scenario) {
  const data = await api('POST', '/session', { scenario: scenario.id });
  for (const entry of scenarioRows.values()) entry.result.hidden = true;
  const entry = scenarioRows.get(scenario.id);
  if (entry) {
    entry.result.replaceChildren(
      el('span', {}, `Started ${data.scenario}, clock ${formatClock(data.clock)}. `),
      el(
        'a',
        { href: safePath(scenario.path), target: '_blank', rel: 'noopener', class: 'button link-button' },
        'Open in app',
      ),
    );
    entry.result.hidden = false;
  }
  notify(`Session reset to ${data.scenario}.`);
  const dateInput = $('clock-date');
  delete dateInput.dataset.edited;
  renderSummary(data);
  await Promise.all([refreshSession(), refreshLog()]);
}

function applyFilter() {
  const terms = $('scenario-search').value.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const { row, haystack } of scenarioRows.values()) {
    const match = terms.every((term) => haystack.includes(term));
    row.hidden = !match;
    if (match) shown += 1;
  }
  for (const group of $('scenario-groups').querySelectorAll('.scenario-group')) {
    const visible = group.querySelectorAll('.scenario:not([hidden])').length;
    group.hidden = visible === 0;
    const count = group.querySelector('.count');
    if (count)
      count.textContent =
        terms.length === 0 ? `(${count.dataset.total})` : `(${visible} of ${count.dataset.total})`;
  }
  $('scenario-count').textContent =
    terms.length === 0
      ? `${scenarios.length} scenarios`
      : shown === 0
        ? 'No scenario matches.'
        : `${shown} of ${scenarios.length} scenarios match.`;
}

function markCurrentScenario() {
  for (const [id, { row, currentBadge }] of scenarioRows) {
    const isCurrent = id === current.scenario;
    row.classList.toggle('is-current', isCurrent);
    currentBadge.hidden = !isCurrent;
  }
}

async function loadScenarios() {
  const data = await api('GET', '/scenarios');
  scenarios = Array.isArray(data) ? data : [];
  renderScenarios();
}

// ---------------------------------------------------------------------------------------------------------
// Clock

async function moveClock(body, button) {
  await run(button, async () => {
    const data = await api('POST', '/clock', body);
    delete $('clock-date').dataset.edited;
    renderSummary(data);
    notify(`Clock now ${formatClock(data.clock)}.`);
    await refreshSession();
  });
}

// ---------------------------------------------------------------------------------------------------------
// Faults

async function armFaults(body, button, message) {
  await run(button, async () => {
    const data = await api('POST', '/faults', body);
    renderSummary(data);
    renderFaults(data.faults, data.latencyMs);
    notify(message);
  });
}

/** Disarms the fault shown at `index`; the answer is the list as it is now (a call may have used one). */
async function disarmFault(index, fault) {
  const data = await api('DELETE', `/faults/${index}`);
  renderSummary(data);
  renderFaults(data.faults, data.latencyMs);
  notify(`Removed ${describeFault(fault)}${fault.path ? ` on ${fault.path}` : ''}.`);
}

function syncFaultKind() {
  const kind = $('fault-kind').value;
  // Hidden inputs are disabled too, so a leftover value of another kind never blocks the form.
  $('fault-status-field').hidden = kind !== 'http';
  $('fault-status').disabled = kind !== 'http';
  $('fault-code-field').hidden = kind !== 'code';
  $('fault-code').disabled = kind !== 'code';
}

function faultFromForm() {
  const fault = { kind: $('fault-kind').value };
  const path = $('fault-path').value.trim();
  if (path) fault.path = path;
  if (fault.kind === 'http') {
    const status = Number($('fault-status').value);
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new Error('HTTP status must be a whole number from 400 to 599.');
    }
    fault.status = status;
  }
  if (fault.kind === 'code') {
    const code = $('fault-code').value.trim();
    if (!/^\d{4,10}$/.test(code)) throw new Error('ret_code must be 4 to 10 digits, e.g. 80488999.');
    fault.code = code;
  }
  return fault;
}

// ---------------------------------------------------------------------------------------------------------
// Log

let lastLogText = '';
const expandedLog = new Set();

/** "scenario=a; rule=b; change=c; clock=d" -> { scenario, rule, change, clock }. */
function parseTrace(trace) {
  const parts = {};
  if (typeof trace !== 'string') return parts;
  for (const piece of trace.split('; ')) {
    const eq = piece.indexOf('=');
    if (eq > 0) parts[piece.slice(0, eq)] = piece.slice(eq + 1);
  }
  return parts;
}

function statusOf(entry) {
  if (entry.method === 'REPORT') return { text: 'report', kind: 'report' };
  const fault = entry.response && typeof entry.response === 'object' ? entry.response.fault : undefined;
  if (entry.status === 0 && fault) {
    const detail = fault.kind === 'http' ? ` ${fault.status ?? 500}` : '';
    return { text: `fault: ${fault.kind}${detail}`, kind: 'fault' };
  }
  const status = Number(entry.status);
  return { text: String(entry.status), kind: status >= 200 && status < 300 ? 'ok' : 'bad' };
}

function logKeys(entries) {
  // Entries have no id: key them by content plus occurrence, counted from the oldest, which stays put.
  const seen = new Map();
  const keys = new Array(entries.length);
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const e = entries[i];
    const base = `${e.at}|${e.method}|${e.path}|${e.status}|${e.trace}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    keys[i] = `${base}#${n}`;
  }
  return keys;
}

function renderLog(entries) {
  const body = $('log-body');
  const keys = logKeys(entries);
  const rows = [];
  entries.forEach((entry, index) => {
    const key = keys[index];
    const detailId = `log-detail-${index}`;
    const expanded = expandedLog.has(key);
    const status = statusOf(entry);
    const retCode =
      entry.response && typeof entry.response === 'object' && 'ret_code' in entry.response
        ? String(entry.response.ret_code)
        : '';
    const trace = parseTrace(entry.trace);
    const traceShort = trace.rule ? [trace.rule, trace.change].filter(Boolean).join(' · ') : entry.trace;

    const toggle = el(
      'button',
      {
        type: 'button',
        class: 'log-toggle',
        'aria-expanded': expanded ? 'true' : 'false',
        'aria-controls': detailId,
        title: entry.at,
      },
      el('span', { class: 'chevron', 'aria-hidden': 'true' }, '▸'),
      el('span', { class: 'visually-hidden' }, 'Details of the call at '),
      formatLogTime(entry.at),
    );
    const detail = el(
      'tr',
      { id: detailId, class: 'log-detail', hidden: !expanded },
      el(
        'td',
        { colspan: '6' },
        el(
          'div',
          { class: 'log-detail-grid' },
          el(
            'div',
            {},
            el('h3', { class: 'detail-heading' }, 'Request'),
            el('pre', { class: 'json', tabindex: '0' }, pretty(entry.request)),
          ),
          el(
            'div',
            {},
            el('h3', { class: 'detail-heading' }, 'Response'),
            el('pre', { class: 'json', tabindex: '0' }, pretty(entry.response)),
          ),
        ),
        el(
          'p',
          { class: 'small' },
          el('span', { class: 'muted' }, 'Trace: '),
          el('code', { class: 'break' }, entry.trace ?? ''),
        ),
      ),
    );
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
      detail.hidden = !open;
      if (open) expandedLog.add(key);
      else expandedLog.delete(key);
    });

    rows.push(
      el(
        'tr',
        { class: `log-row log-${status.kind}` },
        el('td', { 'data-label': 'Time' }, toggle),
        el(
          'td',
          { 'data-label': 'Method' },
          el('span', { class: `method method-${String(entry.method).toLowerCase()}` }, entry.method),
        ),
        el('td', { 'data-label': 'Path', class: 'log-path' }, el('code', { class: 'break' }, entry.path)),
        el(
          'td',
          { 'data-label': 'Status' },
          el('span', { class: `status status-${status.kind}` }, status.text),
        ),
        el(
          'td',
          { 'data-label': 'ret_code' },
          retCode
            ? el('code', { class: retCode === '0000' ? 'code-ok' : 'code-bad' }, retCode)
            : el('span', { class: 'muted' }, '—'),
        ),
        el('td', { 'data-label': 'Trace', class: 'log-trace', title: entry.trace ?? '' }, traceShort ?? ''),
      ),
      detail,
    );
  });
  body.replaceChildren(...rows);
  $('log-table').hidden = entries.length === 0;
  $('log-empty').hidden = entries.length > 0;
  // Forget expanded rows that have left the log.
  const live = new Set(keys);
  for (const key of expandedLog) if (!live.has(key)) expandedLog.delete(key);
}

async function refreshLog() {
  const data = await api('GET', '/log');
  const entries = Array.isArray(data) ? data : [];
  const text = JSON.stringify(entries);
  if (text === lastLogText) return;
  lastLogText = text;
  renderLog(entries);
}

// ---------------------------------------------------------------------------------------------------------
// Auto-refresh

let autoTimer;
let polling = false;

async function poll() {
  if (polling || document.hidden) return;
  polling = true;
  try {
    await Promise.all([refreshLog(), refreshSession()]);
    lastQuietError = '';
  } catch (error) {
    // Say it once, not every two seconds.
    const message = error instanceof Error ? error.message : String(error);
    if (message !== lastQuietError) showError(error);
    lastQuietError = message;
  } finally {
    polling = false;
  }
}

function setAutoRefresh(on) {
  clearInterval(autoTimer);
  autoTimer = on ? setInterval(poll, LOG_INTERVAL_MS) : undefined;
  try {
    localStorage.setItem(AUTO_KEY, on ? '1' : '0');
  } catch {
    // Storage may be off; the toggle still works for this page.
  }
}

// ---------------------------------------------------------------------------------------------------------
// Wiring

function wire() {
  $('sessions-refresh').addEventListener('click', () => void refreshSessions());
  $('session-refresh').addEventListener('click', (event) =>
    run(event.currentTarget, async () => {
      await Promise.all([refreshSession(), refreshLog()]);
      notify('Session refreshed.');
    }),
  );
  $('session-restart').addEventListener('click', (event) =>
    run(event.currentTarget, async () => {
      if (!current.scenario) await refreshSession();
      const scenario = scenarios.find((s) => s.id === current.scenario) ?? {
        id: current.scenario,
        path: '/',
      };
      await startScenario(scenario);
    }),
  );
  $('device-toggle').addEventListener('click', (event) => run(event.currentTarget, toggleDevice));
  $('state-refresh').addEventListener('click', (event) => run(event.currentTarget, refreshSession));
  $('log-refresh').addEventListener('click', (event) => run(event.currentTarget, refreshLog));

  $('scenario-search').addEventListener('input', applyFilter);

  for (const id of ['clock-date', 'latency-ms']) {
    $(id).addEventListener('input', (event) => {
      event.currentTarget.dataset.edited = '1';
    });
  }

  $('clock-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const date = $('clock-date').value;
    const time = $('clock-time').value;
    if (!date) return showError(new Error('Pick a date first.'));
    const body = { date: time ? `${date}T${time.length === 5 ? `${time}:00` : time}+07:00` : date };
    moveClock(body, event.submitter ?? event.currentTarget.querySelector('button[type="submit"]'));
  });
  for (const button of document.querySelectorAll('[data-advance-days]')) {
    button.addEventListener('click', () =>
      moveClock({ advanceDays: Number(button.dataset.advanceDays) }, button),
    );
  }
  for (const button of document.querySelectorAll('[data-advance-minutes]')) {
    button.addEventListener('click', () =>
      moveClock({ advanceMinutes: Number(button.dataset.advanceMinutes) }, button),
    );
  }

  for (const button of document.querySelectorAll('[data-preset]')) {
    const preset = PRESETS[button.dataset.preset];
    if (!preset) continue;
    button.addEventListener('click', () =>
      armFaults({ next: [preset.fault] }, button, `Armed: next bank call gets ${preset.label}.`),
    );
  }

  $('fault-kind').addEventListener('change', syncFaultKind);
  syncFaultKind();
  $('fault-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const button = event.submitter ?? event.currentTarget.querySelector('button[type="submit"]');
    let fault;
    try {
      fault = faultFromForm();
    } catch (error) {
      return showError(error);
    }
    armFaults(
      { next: [fault] },
      button,
      `Armed ${describeFault(fault)} for ${fault.path ? `calls to ${fault.path}` : 'the next bank call'}.`,
    );
  });
  $('latency-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const button = event.submitter ?? event.currentTarget.querySelector('button[type="submit"]');
    const latencyMs = Number($('latency-ms').value);
    if (!Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > 60000) {
      return showError(new Error('Latency must be a whole number of milliseconds from 0 to 60000.'));
    }
    delete $('latency-ms').dataset.edited;
    armFaults(
      { latencyMs },
      button,
      latencyMs > 0 ? `Every bank call now waits ${latencyMs} ms.` : 'Latency off.',
    );
  });

  const auto = $('log-auto');
  let stored = null;
  try {
    stored = localStorage.getItem(AUTO_KEY);
  } catch {
    stored = null;
  }
  auto.checked = stored === '1';
  auto.addEventListener('change', () => setAutoRefresh(auto.checked));
  setAutoRefresh(auto.checked);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden && auto.checked) poll();
  });
}

/** The gallery's link in the header, once `npm run gallery` has written its index. */
async function showGalleryLink() {
  try {
    const response = await fetch(`${BASE}/gallery/index.html`, { method: 'HEAD', cache: 'no-store' });
    $('gallery-link').hidden = !response.ok;
  } catch {
    $('gallery-link').hidden = true;
  }
}

async function start() {
  wire();
  void showGalleryLink();
  const results = await Promise.allSettled([loadScenarios(), refreshSession(), refreshLog()]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) showError(failed.reason);
}

start();
