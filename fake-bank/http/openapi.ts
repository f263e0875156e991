import {
  EXTRA_SUCCESS_CODES,
  CALL_CODES,
  CODES,
  EVERY_CALL_CODES,
  EnvelopeSchema,
  REQUEST_BODY_LIMIT_BYTES,
  codeDataSchema,
  endpoints,
  isSuccessCode,
  urlPathOf,
  type AnyEndpoint,
  type CodeName,
  type EndpointName,
} from '../../contracts';
import { IssuesDataSchema, NotFoundDataSchema } from '../../contracts/codes/data';
import type { CodeDefinition } from '../../contracts/codes/types';
import { ASSUMPTIONS } from '../../contracts/assumptions.data';
import { jsonSchema, type JsonSchema } from './json-schema';
import { SESSION_ID } from '../kernel/session-id';
import { controlSurfacePaths, controlSurfaceSchemas, CONTROL_TAG } from './openapi-control';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const NULL = { type: 'null' } as const;

/** The envelope's optional fields as the contracts declare them (spec section 7). */
const ENVELOPE_FIELDS = (() => {
  const { properties } = jsonSchema(EnvelopeSchema, 'output') as { properties: Record<string, JsonSchema> };
  const { ret_code: _code, ret_data: _data, ...rest } = properties;
  return rest;
})();

/**
 * An envelope whose ret_code and ret_data are as given. Its message comes as ret_msg, or as ret_message
 * (spec section 3: "ret_msg (sometimes ret_message)"; the spec-only profile answers the second).
 */
function envelope(retCode: JsonSchema, retData: JsonSchema, description?: string): JsonSchema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: ['ret_code', 'ret_data'],
    properties: { ret_code: retCode, ...ENVELOPE_FIELDS, ret_data: retData },
    anyOf: (['ret_msg', 'ret_message'] as const).map((key) => ({
      required: [key],
      properties: { [key]: ENVELOPE_FIELDS[key] },
    })),
    additionalProperties: false,
  };
}

/** Component name of a code's envelope. */
const codeComponent = (name: CodeName) => `Code_${name}`;

function codeEnvelope(name: CodeName): JsonSchema {
  const entry: CodeDefinition = CODES[name];
  const data = codeDataSchema(name);
  const schema = envelope(
    { const: entry.code },
    data ? jsonSchema(data, 'output') : NULL,
    `${entry.code} ${name}: ${entry.meaning}. ret_msg: "${entry.id}" (id) / "${entry.en}" (en).`,
  );
  // A refusal the spec implies without naming it is marked as the assumed names are.
  return entry.assumption ? { ...schema, 'x-assumed': true, 'x-assumption': entry.assumption } : schema;
}

/** Component name of a call's success envelope. */
const successComponent = (name: EndpointName) => `Answer_${name}`;

function successCodesOf(name: EndpointName): string[] {
  const declared: readonly CodeName[] = CALL_CODES[name];
  return ['0000', ...declared.filter((c) => isSuccessCode(CODES[c].code)).map((c) => CODES[c].code)];
}

function refusalsOf(name: EndpointName): CodeName[] {
  const declared: readonly CodeName[] = CALL_CODES[name];
  return [...new Set([...declared.filter((c) => !isSuccessCode(CODES[c].code)), ...EVERY_CALL_CODES])];
}

function successEnvelope(name: EndpointName, endpoint: AnyEndpoint): JsonSchema {
  const data = jsonSchema(endpoint.response, 'output');
  return envelope(
    { enum: successCodesOf(name) },
    endpoint.assumed ? { ...data, 'x-assumed': true, 'x-assumption': endpoint.assumed } : data,
    `Success of ${name}: ret_data is the call’s answer.`,
  );
}

/** A code a tester's fault injected (POST /__fake-bank/faults, kind "code"): any call, any code, no data. */
const INJECTED_CODE = envelope(
  // Any failure code: the faults refuse a success code (it would come without the call's data).
  { type: 'string', pattern: '^(?!\\d*0000$)\\d{4,10}$', not: { enum: [...EXTRA_SUCCESS_CODES] } },
  NULL,
  'A failure code a tester’s fault injected (POST /__fake-bank/faults, kind "code"): ret_data null.',
);

/**
 * The 200 answer of one call: a union discriminated by ret_code of its success (with the call's answer) and
 * each code it answers (with that code's ret_data); or a code a tester's fault injected, with ret_data null.
 */
function okAnswer(name: EndpointName): JsonSchema {
  const mapping: Record<string, string> = {};
  for (const code of successCodesOf(name)) mapping[code] = ref(successComponent(name)).$ref;
  for (const code of refusalsOf(name)) mapping[CODES[code].code] = ref(codeComponent(code)).$ref;
  return {
    anyOf: [
      {
        oneOf: [ref(successComponent(name)), ...refusalsOf(name).map((c) => ref(codeComponent(c)))],
        discriminator: { propertyName: 'ret_code', mapping },
      },
      ref('InjectedCode'),
    ],
  };
}

/** The content types the bank takes for an uploaded file (UploadedFileSchema's mimeType). */
const UPLOAD_CONTENT_TYPES =
  'image/jpeg, image/jpg, image/png, image/webp, image/heic, application/pdf, application/octet-stream';

function requestBodySchema(endpoint: AnyEndpoint): JsonSchema {
  const schema = jsonSchema(endpoint.request, 'input');
  if (endpoint.method !== 'UPLOAD') return schema;
  // On the wire the file is the multipart part "file"; the bank reads its name, type, size and hash.
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  properties.file = {
    type: 'string',
    format: 'binary',
    contentMediaType: 'application/octet-stream',
    description: `A file part named "file" (not a text field): at most 5 MB, one file, its name 1 to 256 characters, sent as one of ${UPLOAD_CONTENT_TYPES}.`,
  };
  return { ...schema, properties };
}

const TRACE_HEADER = {
  'X-Fake-Bank-Trace': {
    description: 'scenario, rule applied, state change and clock of the answer',
    schema: { type: 'string' },
  },
};

function operation(name: EndpointName, endpoint: AnyEndpoint) {
  const declared: readonly CodeName[] = CALL_CODES[name];
  const codesText = declared.length
    ? declared.map((c) => `${CODES[c].code} ${c}`).join(', ')
    : 'none of its own';
  const post = endpoint.method !== 'GET';
  const assumption = endpoint.assumed
    ? `\n\nNot named by the spec: its path and its answer's keys are assumed (${endpoint.assumed}: ${ASSUMPTIONS[endpoint.assumed].why})`
    : endpoint.ours
      ? '\n\nNot in the spec: this bank’s own call. A real bank need not answer it; the client works without it, and the spec-only profile answers it 404.'
      : '';
  const base = {
    summary: endpoint.summary,
    description: `${endpoint.summary}.\n\nCodes of this call: ${codesText}; and on any call ${EVERY_CALL_CODES.map((c) => `${CODES[c].code} ${c}`).join(', ')}.${assumption}`,
    ...(endpoint.assumed ? { 'x-assumed': true } : endpoint.ours ? { 'x-ours': true } : {}),
    tags: [endpoint.group],
    operationId: name,
    security: post ? [{ csrfToken: [] }] : [{}],
    responses: {
      '200': {
        description: 'An envelope: success, one of the call’s codes, or a code injected by a tester’s fault',
        headers: TRACE_HEADER,
        content: { 'application/json': { schema: okAnswer(name) } },
      },
      '400': responseRef('BadRequest'),
      '403': responseRef(post ? 'CsrfInvalidOrHostRefused' : 'HostRefused'),
      '404': responseRef('NotFound'),
      ...(post ? { '413': responseRef('TooLarge') } : {}),
      '431': responseRef('HeadersTooLarge'),
      default: responseRef('InjectedHttpFault'),
    },
  };
  const sessionHeader = { $ref: '#/components/parameters/SessionHeader' };
  if (!post) {
    const request = jsonSchema(endpoint.request, 'input');
    const properties = (request.properties ?? {}) as Record<string, JsonSchema>;
    const required = (request.required ?? []) as string[];
    return {
      get: {
        ...base,
        parameters: [
          ...Object.entries(properties).map(([param, schema]) => ({
            name: param,
            in: 'query',
            required: required.includes(param),
            schema,
          })),
          sessionHeader,
        ],
      },
    };
  }
  const mediaType = endpoint.method === 'UPLOAD' ? 'multipart/form-data' : 'application/json';
  return {
    post: {
      ...base,
      parameters: [sessionHeader],
      requestBody: {
        required: true,
        content: {
          [mediaType]: {
            schema: requestBodySchema(endpoint),
            ...(endpoint.method === 'UPLOAD'
              ? { encoding: { file: { contentType: UPLOAD_CONTENT_TYPES } } }
              : {}),
          },
        },
      },
    },
  };
}

const TEXT_FAULT = {
  'text/plain': {
    schema: { type: 'string', description: 'A tester’s injected HTTP fault: "Injected HTTP fault"' },
  },
};

function errorResponse(description: string, schema: JsonSchema) {
  return {
    description,
    content: { 'application/json': { schema }, ...TEXT_FAULT },
  };
}

/** The Host check in front of every path (host-guard.ts, decision 0031). */
const HOST_REFUSED =
  'a Host the bank does not answer to (not localhost, 127.0.0.1, [::1] or a name in FAKE_BANK_ALLOWED_HOSTS): ' +
  '{ error } saying so; nothing read or stored.';

function components() {
  const schemas: Record<string, JsonSchema> = {};
  const answered = new Set<CodeName>();
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[EndpointName, AnyEndpoint]>) {
    schemas[successComponent(name)] = successEnvelope(name, endpoint);
    for (const code of refusalsOf(name)) answered.add(code);
  }
  // Codes no call answers (a repayment's failure code lives in its data) get no component.
  for (const code of Object.keys(CODES) as CodeName[]) {
    if (answered.has(code)) schemas[codeComponent(code)] = codeEnvelope(code);
  }
  schemas.InjectedCode = INJECTED_CODE;
  Object.assign(schemas, controlSurfaceSchemas());
  const bad = CODES.BAD_REQUEST;
  return {
    securitySchemes: {
      csrfToken: {
        type: 'apiKey',
        in: 'header',
        name: 'csrf_token',
        description:
          'Every POST sends the token GET /ifes/common/csrf_token/get issued to its session; without it the ' +
          'bank answers 403 CSRF_INVALID and changes nothing.',
      },
      fakeBankToken: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Fake-Bank-Token',
        description:
          'The control surface is open on loopback; from any other address it needs FAKE_BANK_TOKEN here.',
      },
    },
    parameters: {
      SessionHeader: {
        name: 'X-Fake-Bank-Session',
        in: 'header',
        required: false,
        description:
          'The tester session for API clients (browsers use the cookie). A malformed value is refused with 400.',
        schema: { type: 'string', pattern: SESSION_ID.source },
      },
    },
    schemas,
    responses: {
      BadRequest: errorResponse(
        `The request failed its contract (${bad.code} BAD_REQUEST): ret_data.issues names each field, or ` +
          'ret_data is null when the body could not be read (broken JSON).',
        envelope({ const: bad.code }, { oneOf: [jsonSchema(IssuesDataSchema, 'output'), NULL] }),
      ),
      CsrfInvalidOrHostRefused: errorResponse(
        `Missing or wrong csrf_token header (${CODES.CSRF_INVALID.code} CSRF_INVALID); nothing changed. Or, ` +
          `as on every path, ${HOST_REFUSED}`,
        {
          oneOf: [
            envelope({ const: CODES.CSRF_INVALID.code }, NULL),
            { $ref: '#/components/schemas/ControlError' },
          ],
        },
      ),
      HostRefused: errorResponse(HOST_REFUSED, { $ref: '#/components/schemas/ControlError' }),
      NotFound: errorResponse(
        `No such call (${CODES.NOT_FOUND.code} NOT_FOUND): this path with another method, or an unknown path.`,
        envelope({ const: CODES.NOT_FOUND.code }, jsonSchema(NotFoundDataSchema, 'output')),
      ),
      TooLarge: errorResponse(
        `The body is over ${REQUEST_BODY_LIMIT_BYTES / 1024} KB (${bad.code} BAD_REQUEST, ret_data null); the connection is closed.`,
        envelope({ const: bad.code }, NULL),
      ),
      HeadersTooLarge: errorResponse(
        `The request headers are over 16 KB (${bad.code} BAD_REQUEST, Indonesian text).`,
        envelope({ const: bad.code }, jsonSchema(IssuesDataSchema, 'output')),
      ),
      InjectedHttpFault: {
        description:
          'A fault a tester armed (POST /__fake-bank/faults, kind "http") answers its status (400-599).',
        content: TEXT_FAULT,
      },
    },
  };
}

const GROUP_TITLES: Record<string, string> = {
  common: 'CSRF token',
  config: 'App configuration and access',
  account: 'Account status and registration',
  onboarding: 'Pay Later application: terms, form, flow, ID scan',
  face: 'Face detection',
  'video-banking': 'Video banking',
  'paylater-apply': 'Pay Later application and result',
  otp: 'OTP and captcha',
  password: 'PIN and login password',
  settings: 'Contact changes (email OTP)',
  upgrade: 'Wallet upgrades',
  register: 'Registration',
  content: 'Terms and templates',
  'instant-cash': 'Instant Cash',
  repayment: 'Repayment',
  bills: 'Bills',
  transactions: 'Transactions',
  checkout: 'Checkout and payments',
  'paylater-coupons': 'Pay Later coupons',
  'paylater-home': 'Pay Later home',
  wallet: 'Wallet balance and orders',
  'top-up': 'Top-up',
  membership: 'Membership',
  points: 'Points',
  coupons: 'Coupons',
  deals: 'Hot deals and brands',
  news: 'News',
  help: 'Help centre',
};

/** The area (tag) of each call, in the order of the contract table. */
export function areasOf(): Array<{ name: string; description: string }> {
  const seen = new Set<string>();
  for (const endpoint of Object.values(endpoints)) seen.add(endpoint.group);
  return [
    ...[...seen].map((name) => ({ name, description: GROUP_TITLES[name] ?? name.replace(/-/g, ' ') })),
    {
      name: CONTROL_TAG,
      description: 'Control surface (testers, e2e tests, the dashboard)',
    },
  ];
}

export interface OpenApiOptions {
  /** The origin the document is served from; the default is the local server of npm start. */
  serverUrl?: string;
}

/**
 * OpenAPI 3.1 of every call in the contract table and of the control surface (JSON Schema 2020-12). Each call's
 * 200 answer is a union on ret_code: success with the call's answer, each code the call answers (CALL_CODES)
 * with that code's ret_data, and a code a tester's fault injected with ret_data null; 400, 403, 404, 413 and 431
 * are the transport's envelopes (docs/decisions/0018-every-answer-documented.md).
 */
export function buildOpenApi(options: OpenApiOptions = {}) {
  const cached = built.get(options.serverUrl ?? '/');
  if (cached) return cached;
  const document = makeOpenApi(options);
  built.set(options.serverUrl ?? '/', document);
  return document;
}

function makeOpenApi(options: OpenApiOptions) {
  const paths: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[EndpointName, AnyEndpoint]>) {
    paths[urlPathOf(endpoint)] = operation(name, endpoint);
  }
  Object.assign(paths, controlSurfacePaths());
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fake bank',
      version: '1.0.0',
      description:
        'Every call of the Pay Later web client, answered by the fake bank from per-session state, and the ' +
        'bank’s control surface. Built from the Zod contracts. Every answer is an envelope (ret_code, ret_msg, ' +
        'ret_data, system_time); a call succeeds when ret_code ends in 0000 (or is 80460000 or 80430241). ' +
        'Bank and control answers carry Cache-Control: no-store. ' +
        'Besides the answers described here, a tester’s fault of kind "network" cuts the answer off and one of ' +
        'kind "timeout" holds it for 35 s.',
      license: {
        name: 'Proprietary test double, not for production use',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    servers: [
      {
        url: options.serverUrl ?? '/',
        description: 'The fake bank that serves this document (npm start: http://localhost:8080)',
      },
    ],
    tags: areasOf(),
    security: [{ csrfToken: [] }],
    paths,
    components: components(),
  };
}

export type OpenApiDocument = ReturnType<typeof makeOpenApi>;

/** The contracts do not change while the bank runs: one document per server URL (about 60 ms to build). */
const built = new Map<string, OpenApiDocument>();
