import { endpointList, urlPathOf } from '../../contracts';
import { buildOpenApi } from './openapi';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A readable, offline docs page: no CDN, no script, just the table and its schemas. */
export function renderDocsPage(): string {
  const openapi = buildOpenApi();
  const groups = new Map<string, string[]>();
  for (const endpoint of endpointList) {
    const path = urlPathOf(endpoint);
    const op = openapi.paths[path];
    const rows = groups.get(endpoint.group) ?? [];
    rows.push(`<section class="endpoint" id="${escape(path)}">
  <h3><span class="method method-${endpoint.method.toLowerCase()}">${endpoint.method}</span> <code>${escape(path)}</code></h3>
  <p>${escape(endpoint.summary)}</p>
  <details><summary>Schema</summary><pre>${escape(JSON.stringify(op, null, 2))}</pre></details>
</section>`);
    groups.set(endpoint.group, rows);
  }
  const sections = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, rows]) => `<h2 id="group-${escape(group)}">${escape(group)}</h2>\n${rows.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake bank API</title><link rel="stylesheet" href="/__fake-bank/static/dashboard.css"></head>
<body class="docs"><main>
<h1>Fake bank API</h1>
<p>${endpointList.length} calls, built from the contracts. Machine-readable: <a href="/__fake-bank/openapi.json">openapi.json</a>. Back to the <a href="/__fake-bank/">dashboard</a>.</p>
${sections}
</main></body></html>`;
}
