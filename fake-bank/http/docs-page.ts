import {
  CALL_CODES,
  CODES,
  EVERY_CALL_CODES,
  codeDataSchema,
  endpoints,
  isSuccessCode,
  urlPathOf,
  type AnyEndpoint,
  type CodeName,
  type EndpointName,
} from '../../contracts';
import { jsonSchema, type JsonSchema } from './json-schema';
import { areasOf, buildOpenApi } from './openapi';
import { CONTROL_TAG } from './openapi-control';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The top-level fields of a ret_data schema, as a reader scans them: "{ APP_NO }", "{ a } or { b }", "null". */
function fieldsOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'null';
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(fieldsOf).join(' or ');
  if (schema.type === 'null') return 'null';
  const properties = Object.keys((schema.properties ?? {}) as JsonSchema);
  const required = new Set((schema.required ?? []) as string[]);
  return `{ ${properties.map((p) => (required.has(p) ? p : `${p}?`)).join(', ')} }`;
}

function dataText(code: CodeName): string {
  const schema = codeDataSchema(code);
  return fieldsOf(schema && jsonSchema(schema, 'output'));
}

function codeRow(code: CodeName): string {
  const entry = CODES[code];
  return `<tr><td data-label="ret_code"><code>${entry.code}</code></td><td data-label="Meaning"><code>${code}</code><br><span class="muted">${escape(entry.meaning)}</span></td><td data-label="ret_data"><code>${escape(dataText(code))}</code></td></tr>`;
}

function codesTable(rows: string[]): string {
  return `<table class="codes"><thead><tr><th scope="col">ret_code</th><th scope="col">Meaning</th><th scope="col">ret_data</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function schemaDetails(label: string, schema: unknown): string {
  return `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function callSection(name: EndpointName, endpoint: AnyEndpoint): { text: string; html: string } {
  const path = urlPathOf(endpoint);
  const declared: readonly CodeName[] = CALL_CODES[name];
  const success = ['0000', ...declared.filter((c) => isSuccessCode(CODES[c].code)).map((c) => CODES[c].code)];
  const refusals = declared.filter((c) => !isSuccessCode(CODES[c].code));
  const rows = [
    `<tr><td data-label="ret_code"><code>${success.join('</code>, <code>')}</code></td><td data-label="Meaning">Success</td><td data-label="ret_data">the call’s answer (below)</td></tr>`,
    ...refusals.map(codeRow),
  ];
  const text = [
    name,
    path,
    endpoint.summary,
    endpoint.group,
    ...declared,
    ...declared.map((c) => CODES[c].code),
  ]
    .join(' ')
    .toLowerCase();
  const html = `<section class="endpoint" id="op-${escape(name)}" data-search="${escape(text)}">
  <h3><span class="method method-${endpoint.method.toLowerCase()}">${endpoint.method}</span> <code>${escape(path)}</code></h3>
  <p>${escape(endpoint.summary)}</p>
  <p class="muted">operationId <code>${escape(name)}</code>${endpoint.method === 'GET' ? ' · query parameters' : ' · needs the <code>csrf_token</code> header'}${endpoint.method === 'UPLOAD' ? ' · multipart/form-data with the file in <code>file</code>' : ''}</p>
  ${codesTable(rows)}
  <p class="muted">Also, as on <a href="#every-call">every call</a>: ${EVERY_CALL_CODES.map((c) => `<code>${CODES[c].code}</code>`).join(', ')}, and the transport’s ${endpoint.method === 'GET' ? '400, 404' : '400, 403, 404, 413'} and 431.</p>
  ${schemaDetails('Request', jsonSchema(endpoint.request, 'input'))}
  ${schemaDetails('Answer (ret_data on success)', jsonSchema(endpoint.response, 'output'))}
</section>`;
  return { text, html };
}

type Json = Record<string, unknown>;

const CONTROL_COMMON_STATUSES = ['400', '403', '415', '500'];

const CONTROL_INTRO = `<p class="muted">Open on loopback; from elsewhere with <code>X-Fake-Bank-Token</code>. Each call takes the session from <code>X-Fake-Bank-Session</code> (or the cookie). Errors answer <code>{ "error": "..." }</code>: 400 a body that fails its schema, an unknown scenario or event, a malformed session header; 403 not on loopback without the token, or a write from another site; 415 a write whose body is not JSON; 500 the control surface failed.</p>`;

function controlSections(): Array<{ text: string; html: string }> {
  const paths = buildOpenApi().paths as Record<string, Json>;
  const sections: Array<{ text: string; html: string }> = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/__fake-bank')) continue;
    for (const [method, op] of Object.entries(item) as Array<[string, Json]>) {
      const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.[
        'application/json'
      ] as Json | undefined;
      // The statuses every control call shares are said once, at the top of the area.
      const own = Object.entries(op.responses as Record<string, Json>).filter(
        ([status]) => !CONTROL_COMMON_STATUSES.includes(status),
      );
      const answer = ((own[0]?.[1].content as Json | undefined)?.['application/json'] as Json | undefined)
        ?.schema;
      const statuses = own
        .map(
          ([status, response]) => `<li><code>${status}</code> ${escape(String(response.description))}</li>`,
        )
        .join('');
      const text = `${method} ${path} ${String(op.summary)} control`.toLowerCase();
      sections.push({
        text,
        html: `<section class="endpoint" id="control-${escape(String(op.operationId))}" data-search="${escape(text)}">
  <h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
  <p>${escape(String(op.summary))}</p>
  <ul class="statuses">${statuses}</ul>
  ${body ? schemaDetails('Request body', body.schema) : ''}
  ${answer ? schemaDetails('Answer', answer) : ''}
</section>`,
      });
    }
  }
  return sections;
}

function everyCall(): string {
  const bad = CODES.BAD_REQUEST;
  return `<section id="every-call" class="intro">
<h2>Every call</h2>
<p>Every answer is an envelope: <code>ret_code</code>, <code>ret_msg</code> (in the session’s language), <code>ret_data</code> and <code>system_time</code>. A call succeeded when <code>ret_code</code> ends in 0000 (or is 80460000 or 80430241); then <code>ret_data</code> is the call’s answer. Otherwise <code>ret_data</code> is the code’s data below, or null. POST calls send the <code>csrf_token</code> header that <code>GET /ifes/common/csrf_token/get</code> issued.</p>
<p>Besides its own codes, any call can answer (HTTP 200):</p>
${codesTable(EVERY_CALL_CODES.map(codeRow))}
<p>and, from the transport:</p>
<table class="codes"><thead><tr><th scope="col">HTTP</th><th scope="col">When</th><th scope="col">ret_data</th></tr></thead><tbody>
<tr><td data-label="HTTP">400</td><td data-label="When"><code>${bad.code}</code> the request failed its contract, a malformed <code>X-Fake-Bank-Session</code>, a body nested too deep, a broken upload, or broken JSON</td><td data-label="ret_data"><code>{ issues }</code> or null</td></tr>
<tr><td data-label="HTTP">403</td><td data-label="When"><code>${CODES.CSRF_INVALID.code}</code> a POST without the right <code>csrf_token</code>; nothing changes</td><td data-label="ret_data"><code>null</code></td></tr>
<tr><td data-label="HTTP">404</td><td data-label="When"><code>${CODES.NOT_FOUND.code}</code> an unknown path, or a path called with the wrong method</td><td data-label="ret_data"><code>{ method, path }</code></td></tr>
<tr><td data-label="HTTP">413</td><td data-label="When"><code>${bad.code}</code> a body over 128 KB</td><td data-label="ret_data"><code>null</code></td></tr>
<tr><td data-label="HTTP">431</td><td data-label="When"><code>${bad.code}</code> headers over 16 KB</td><td data-label="ret_data"><code>{ issues }</code></td></tr>
</tbody></table>
<p>A tester’s faults (<a href="#control-controlFaults"><code>POST /__fake-bank/faults</code></a>) can also make a call answer any code with <code>ret_data</code> null (kind <code>code</code>), any HTTP status with a text body (kind <code>http</code>), cut the answer off (<code>network</code>) or hold it 35 s (<code>timeout</code>).</p>
</section>`;
}

/**
 * A readable, offline docs page: a table of contents by area, a search box (the page filters as one types;
 * without script, the form asks the server with ?q=), each call with the codes it answers and their ret_data,
 * and the control surface. Machine-readable: /__fake-bank/openapi.json.
 */
export function renderDocsPage(query = ''): string {
  const q = query.trim().toLowerCase().slice(0, 100);
  const groups = new Map<string, Array<{ text: string; html: string }>>();
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[EndpointName, AnyEndpoint]>) {
    const rows = groups.get(endpoint.group) ?? [];
    rows.push(callSection(name, endpoint));
    groups.set(endpoint.group, rows);
  }
  groups.set(CONTROL_TAG, controlSections());
  const matches = (section: { text: string }) =>
    !q || q.split(/\s+/).every((word) => section.text.includes(word));
  const areas = areasOf()
    .map((area) => ({ ...area, sections: (groups.get(area.name) ?? []).filter(matches) }))
    .filter((area) => area.sections.length > 0);
  const count = areas.reduce((sum, area) => sum + area.sections.length, 0);
  const toc = areas
    .map(
      (area) =>
        `<li data-area="${escape(slug(area.name))}"><a href="#area-${escape(slug(area.name))}">${escape(area.description)}</a> <span class="muted">(<span class="count">${area.sections.length}</span>)</span></li>`,
    )
    .join('\n');
  const body = areas
    .map(
      (area) =>
        `<section class="area" id="area-${escape(slug(area.name))}" data-area="${escape(slug(area.name))}">
<h2>${escape(area.description)} <span class="muted">${escape(area.name)}</span></h2>
${area.name === CONTROL_TAG ? CONTROL_INTRO : ''}
${area.sections.map((s) => s.html).join('\n')}
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake bank API</title>
<link rel="stylesheet" href="/__fake-bank/static/pages.css">
<link rel="stylesheet" href="/__fake-bank/static/docs.css">
<script src="/__fake-bank/static/docs.js" defer></script></head>
<body class="docs"><main>
<h1>Fake bank API</h1>
<p>${Object.keys(endpoints).length} bank calls the Pay Later client makes (the contract table: every call of the spec and the few the product adds) and ${controlSections().length} calls of the fake bank’s control surface (<code>/__fake-bank</code>), built from the contracts. Every answer the bank can give is in <a href="/__fake-bank/openapi.json">openapi.json</a> (OpenAPI 3.1). Back to the <a href="/__fake-bank/">dashboard</a>.</p>
<form class="docs-search" role="search" action="/__fake-bank/docs" method="get">
<label for="docs-q">Search calls, paths, codes</label>
<div class="docs-search-row"><input id="docs-q" name="q" type="search" value="${escape(query)}" placeholder="e.g. apply_result, 80432009, OTP_WRONG" autocomplete="off"><button type="submit">Search</button></div>
<p id="docs-count" class="muted" aria-live="polite">${q ? `${count} match${count === 1 ? '' : 'es'} for “${escape(query)}”` : `${Object.keys(endpoints).length} calls and ${count - Object.keys(endpoints).length} control calls`}</p>
</form>
<nav class="docs-toc" aria-label="Areas"><h2>Areas</h2><ol>
${q ? '' : '<li id="toc-every-call"><a href="#every-call">Every call: the envelope, shared codes and HTTP errors</a></li>'}
${toc}
</ol></nav>
${q ? '' : everyCall()}
${body}
${areas.length === 0 ? `<p class="empty">Nothing matches “${escape(query)}”.</p>` : ''}
</main></body></html>`;
}
