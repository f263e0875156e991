import { generate, type JsonSchema as FakerSchema } from 'json-schema-faker';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../contracts';
import { createHttpApp } from './app';
import type { JsonSchema } from './json-schema';
import { testBank } from '../testing/bank-driver';

/**
 * A client team that generates its requests from the published document alone (issue 38) is not refused for
 * the shape of what it sent: every request schema carries the rules the bank enforces on a field (patterns,
 * lengths, enums, formats), so a request generated from it (json-schema-faker, fixed seeds) never meets
 * BAD_REQUEST or a field refusal. Business refusals (no bill, wrong OTP, limits) are the call's own answers.
 */

type Operation = { method: 'get' | 'post'; path: string; schema: JsonSchema; multipart: boolean };

/** The scenario whose state lets most calls reach their rules: an approved line with a bill. */
const SCENARIO = 'home.bill-ready';
const SEEDS = [1, 2, 3];

let server: Server;
let origin: string;
let operations: Operation[] = [];
let document: { paths: Record<string, Record<string, Record<string, unknown>>>; components: unknown };

/** A schema with the document's `$ref`s in reach: the generator resolves them against the root. */
function rooted(schema: JsonSchema): FakerSchema {
  return { ...schema, components: document.components } as FakerSchema;
}

function operationsOf(): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/ifes')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (method === 'get') {
        const parameters = (op.parameters ?? []) as Array<{
          name: string;
          in: string;
          required?: boolean;
          schema: JsonSchema;
        }>;
        const query = parameters.filter((p) => p.in === 'query');
        const schema: JsonSchema = {
          type: 'object',
          properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
          required: query.filter((p) => p.required).map((p) => p.name),
        };
        found.push({ method, path, schema, multipart: false });
      } else if (method === 'post') {
        const content = (op.requestBody as { content: Record<string, { schema: JsonSchema }> }).content;
        const multipart = 'multipart/form-data' in content;
        const schema = (content['multipart/form-data'] ?? content['application/json'])!.schema;
        found.push({ method, path, schema, multipart });
      }
    }
  }
  return found;
}

async function token(session: string): Promise<string> {
  const answer = (await (
    await fetch(`${origin}/ifes/common/csrf_token/get`, { headers: { 'X-Fake-Bank-Session': session } })
  ).json()) as { ret_data: { csrf_token: string } };
  return answer.ret_data.csrf_token;
}

/** Sends one generated request; answers the envelope. */
async function send(op: Operation, request: Record<string, unknown>, session: string) {
  const headers: Record<string, string> = { 'X-Fake-Bank-Session': session };
  if (op.method === 'get') {
    const query = new URLSearchParams(
      Object.entries(request).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
    const response = await fetch(`${origin}${op.path}?${query}`, { headers });
    return (await response.json()) as { ret_code: string; ret_data: unknown };
  }
  headers.csrf_token = await token(session);
  let body: string | FormData;
  if (op.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(request)) {
      if (key === 'file') form.append('file', new Blob([String(value)], { type: 'image/jpeg' }), 'ktp.jpg');
      else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request);
  }
  const response = await fetch(`${origin}${op.path}`, { method: 'POST', headers, body });
  return (await response.json()) as { ret_code: string; ret_data: unknown };
}

/** `$ref`s of the document followed. */
function resolved(schema: JsonSchema | undefined): JsonSchema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  let node: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown>)[part];
  return resolved(node as JsonSchema);
}

/** The published schema of a field at a dotted path (`CUSTOMER_EXT_INFO.companyName`), through arrays. */
function fieldAt(schema: JsonSchema, path: string): JsonSchema | undefined {
  let node = resolved(schema);
  for (const part of path.split('.')) {
    while (node?.type === 'array' || node?.items) node = resolved(node.items as JsonSchema);
    const options = [node, ...((node?.anyOf ?? []) as JsonSchema[]).map(resolved)];
    node = options
      .map((option) => resolved((option?.properties as Record<string, JsonSchema> | undefined)?.[part]))
      .find(Boolean);
  }
  return node;
}

/**
 * A refusal of the request's shape that the document did not warn of: BAD_REQUEST, or any code whose data
 * names refused fields, unless each refused field's published schema names its rule (`x-rule`: a rule JSON
 * Schema cannot say, such as Luhn, date order or a field required by another's value).
 */
function unwarnedRefusal(op: Operation, answer: { ret_code: string; ret_data: unknown }): boolean {
  const data = answer.ret_data as { issues?: Array<{ path: string }> } | null;
  const issues = Array.isArray(data?.issues) ? data.issues : [];
  if (answer.ret_code !== CODES.BAD_REQUEST.code && !issues.length) return false;
  if (!issues.length) return true;
  return issues.some((issue) => !fieldAt(op.schema, issue.path)?.['x-rule']);
}

beforeAll(async () => {
  const bank = testBank();
  const app = createHttpApp({ bank, logger: pino({ level: 'silent' }) });
  server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  document = (await (await fetch(`${origin}/__fake-bank/openapi.json`)).json()) as typeof document;
  operations = operationsOf();
});

afterAll(() => {
  server.close();
});

describe('requests generated from the published request schemas alone', () => {
  it('are never refused for their shape, on any call', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const refused: string[] = [];
    for (const [index, op] of operations.entries()) {
      const session = `requests-${index}`;
      for (const seed of SEEDS) {
        await fetch(`${origin}/__fake-bank/session`, {
          method: 'POST',
          headers: { 'X-Fake-Bank-Session': session, 'content-type': 'application/json' },
          body: JSON.stringify({ scenario: SCENARIO }),
        });
        const request = (await generate(rooted(op.schema), {
          seed: seed * 1000 + index,
          optionalsProbability: seed === 1 ? 0 : 0.5,
        })) as Record<string, unknown>;
        const answer = await send(op, request, session);
        if (unwarnedRefusal(op, answer)) {
          refused.push(
            `${op.method.toUpperCase()} ${op.path} ${JSON.stringify(request).slice(0, 200)} → ` +
              `${answer.ret_code} ${JSON.stringify(answer.ret_data).slice(0, 200)}`,
          );
          break;
        }
      }
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
