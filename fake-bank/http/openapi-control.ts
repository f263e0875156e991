import { z } from 'zod';
import { BankStateSchema } from '../state/bank-state';
import { FaultsInputSchema } from '../state/faults';
import { CLOCK_RANGE } from '../kernel/clock';
import {
  ClockBodySchema,
  MAX_ARMED_FAULTS,
  QrisPaymentBodySchema,
  SESSIONS_PAGE,
  SIMULATE_EVENTS,
  ScenarioBodySchema,
  SessionPatchBodySchema,
  VaPaymentBodySchema,
} from '../core/control';
import { jsonSchema, type JsonSchema } from './json-schema';
import { SnapshotSessionBodySchema, SnapshotSessionSchema } from '../core/control-snapshot-schemas';
import { redactedStateJsonSchema } from '../core/redaction';
import { orderPaths } from './openapi-orders';
import { snapshotPaths } from './openapi-snapshots';
import {
  ArmedFaultsSchema,
  ControlErrorSchema,
  DeviceAnswerSchema,
  SessionAnswerSchema,
  SessionDeviceSchema,
  SessionPageSchema,
  SessionRefSchema,
  LogEntrySchema,
  DriftReportSchema,
} from '../core/control-answers';
import { ScenarioEntrySchema } from '../../contracts/control-surface';

/** The tag of the control surface's calls in the document and the docs page. */
export const CONTROL_TAG = 'control surface';

export { SessionRefSchema };

const SessionStateSchema = SessionAnswerSchema.extend({ state: BankStateSchema });

/** Schemas built from control.ts's exports: made on use, as control.ts imports this module in turn. */
function simulateSchemas() {
  const SimulatedSchema = SessionRefSchema.extend({
    event: z.enum(SIMULATE_EVENTS),
    ok: z.literal(true),
  }).loose();
  const NotSimulatedSchema = SessionRefSchema.extend({
    event: z.enum(SIMULATE_EVENTS).optional(),
    ok: z.literal(false).optional(),
    error: z.string(),
  }).loose();

  const SIMULATE_BODY = z.union([VaPaymentBodySchema, QrisPaymentBodySchema, z.object({})]);
  return { SimulatedSchema, NotSimulatedSchema, SIMULATE_BODY };
}

/** Component schemas of the control surface. */
export function controlSurfaceSchemas(): Record<string, JsonSchema> {
  return {
    ControlError: jsonSchema(ControlErrorSchema, 'output'),
    SessionRef: jsonSchema(SessionRefSchema, 'output'),
    BankState: redactedStateJsonSchema(jsonSchema(BankStateSchema, 'output')),
  };
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const ok = (description: string, schema: JsonSchema) => ({ description, content: json(schema) });
const ERROR = { $ref: '#/components/schemas/ControlError' };
const SESSION_REF = { $ref: '#/components/schemas/SessionRef' };

/** Answers every control call can give besides its own. */
const COMMON = {
  '400': ok(
    'Refused: a body that fails its schema, an unknown scenario or event, a body nested too deep, or a ' +
      'malformed X-Fake-Bank-Session header',
    ERROR,
  ),
  '403': ok(
    'A Host the bank does not answer to (not localhost, 127.0.0.1, [::1] or a name in FAKE_BANK_ALLOWED_HOSTS), ' +
      'a caller not on loopback (behind a proxy: as FAKE_BANK_TRUST_PROXY says) without the right ' +
      'X-Fake-Bank-Token, or a write from another site',
    ERROR,
  ),
  '500': ok('The control surface failed (never a stack trace)', ERROR),
};
/** Writes take JSON only, so a cross-site HTML form cannot reach them. */
const WRITE = { ...COMMON, '415': ok('A write whose body is not application/json', ERROR) };

export function op(
  method: 'get' | 'post' | 'patch' | 'delete',
  operationId: string,
  summary: string,
  responses: Record<string, unknown>,
  body?: { schema: JsonSchema; required: boolean },
) {
  return {
    [method]: {
      operationId,
      summary,
      tags: [CONTROL_TAG],
      security: [{}, { fakeBankToken: [] }],
      parameters: [{ $ref: '#/components/parameters/SessionHeader' }],
      ...(body ? { requestBody: { required: body.required, content: json(body.schema) } } : {}),
      // A call's own answer for a status (its 400) says more than the common one.
      responses: { ...(method === 'post' || method === 'patch' ? WRITE : COMMON), ...responses },
    },
  };
}

/** The control surface (/__fake-bank/*): what QA, the e2e tests and the dashboard use. */
export function controlSurfacePaths(): Record<string, unknown> {
  const out = (schema: z.core.$ZodType) => jsonSchema(schema, 'output');
  const input = (schema: z.core.$ZodType) => jsonSchema(schema, 'input');
  const { SimulatedSchema, NotSimulatedSchema, SIMULATE_BODY } = simulateSchemas();
  const html = (description: string) => ({
    description,
    content: { 'text/html': { schema: { type: 'string' } } },
  });
  return {
    '/__fake-bank/scenarios': op('get', 'controlScenarios', 'The scenario catalogue', {
      '200': ok('Every scenario', { type: 'array', items: out(ScenarioEntrySchema) }),
    }),
    '/__fake-bank/session': {
      ...op('get', 'controlSession', 'The caller’s session: scenario, clock, the whole state, armed faults', {
        '200': ok('The session (the state as BankState, secrets left out, personal data masked)', {
          ...out(SessionStateSchema.omit({ state: true })),
          properties: {
            ...(out(SessionStateSchema.omit({ state: true })).properties as Record<string, unknown>),
            state: { $ref: '#/components/schemas/BankState' },
          },
          required: ['session', 'scenario', 'clock', 'state', 'faults', 'latencyMs'],
        }),
      }),
      ...op(
        'post',
        'controlResetSession',
        'Reset the caller’s session to a scenario, or to a copy of a saved snapshot',
        {
          '200': ok('The session, now in the scenario (or the snapshot: `snapshot` names it)', {
            anyOf: [SESSION_REF, out(SnapshotSessionSchema)],
          }),
          '404': ok('No snapshot with that id (a scenario unknown is a 400)', ERROR),
        },
        { schema: { anyOf: [input(ScenarioBodySchema), input(SnapshotSessionBodySchema)] }, required: true },
      ),
      ...op(
        'patch',
        'controlPatchSession',
        'Change the phone the caller’s session pretends to be: in the bank app or a browser (inApp), locale, camera',
        {
          '200': ok('The session and its device as it is now', out(SessionDeviceSchema)),
          '400': ok(
            'Refused, nothing changed: a body that is not `{ device: { inApp?, locale?, camera? } }` with at ' +
              'least one of them, or a value of the wrong type',
            ERROR,
          ),
        },
        { schema: input(SessionPatchBodySchema), required: true },
      ),
    },
    ...snapshotPaths(op, ERROR),
    ...orderPaths(op, ERROR),
    '/__fake-bank/sessions': {
      get: {
        ...op('get', 'controlSessions', 'The live sessions, most recently used first, a page at a time', {
          '200': ok('A page of sessions and how many there are in all', out(SessionPageSchema)),
        }).get,
        parameters: [
          {
            name: 'offset',
            in: 'query',
            required: false,
            description: 'Sessions to skip (default 0); a 400 names a value that is not a whole number',
            schema: { type: 'integer', minimum: 0, maximum: 999_999_999, default: 0 },
          },
          {
            name: 'limit',
            in: 'query',
            required: false,
            description: `Sessions in the page (default ${SESSIONS_PAGE.limit}, at most ${SESSIONS_PAGE.maxLimit})`,
            schema: {
              type: 'integer',
              minimum: 1,
              maximum: SESSIONS_PAGE.maxLimit,
              default: SESSIONS_PAGE.limit,
            },
          },
          { $ref: '#/components/parameters/SessionHeader' },
        ],
      },
    },
    '/__fake-bank/clock': op(
      'post',
      'controlClock',
      `Move the session’s clock: to a date, or by days or minutes, within ${CLOCK_RANGE.from} to ${CLOCK_RANGE.to} (WIB)`,
      {
        '200': ok('The session with its new clock', SESSION_REF),
        '400': ok(
          `A body that fails its schema, a date outside ${CLOCK_RANGE.from} to ${CLOCK_RANGE.to} (WIB), or a ` +
            'move that would leave those years (the message says where it would land); the clock did not move',
          ERROR,
        ),
      },
      { schema: input(ClockBodySchema), required: true },
    ),
    '/__fake-bank/faults': op(
      'post',
      'controlFaults',
      'Arm faults for the session’s next calls (network, timeout, http status, return code) and a latency',
      {
        '200': ok('The armed faults', out(ArmedFaultsSchema)),
        '400': ok(
          `A body that fails its schema, or more than ${MAX_ARMED_FAULTS} faults armed in the session with ` +
            'these; nothing was armed and the latency is unchanged',
          ERROR,
        ),
      },
      { schema: input(FaultsInputSchema), required: true },
    ),
    '/__fake-bank/faults/{index}': {
      delete: {
        ...op('delete', 'controlDisarmFault', 'Disarm one armed fault, by its place in the list (0 first)', {
          '200': ok('The faults still armed', out(ArmedFaultsSchema)),
          '404': ok('No armed fault at that place', ERROR),
        }).delete,
        parameters: [
          {
            name: 'index',
            in: 'path',
            required: true,
            description: 'The fault’s place in `faults` as GET /__fake-bank/session lists them, 0 first',
            schema: { type: 'integer', minimum: 0, maximum: 999 },
          },
          { $ref: '#/components/parameters/SessionHeader' },
        ],
      },
    },
    '/__fake-bank/gallery/{file}': {
      get: {
        ...op(
          'get',
          'controlGallery',
          'The screenshots of `npm run gallery` (the screenshots/ folder): index.html and <scenario-id>.png',
          {
            '200': {
              description: 'The file',
              content: {
                'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
                'text/html': { schema: { type: 'string' } },
              },
            },
            '404': ok('No gallery yet, or no such file in it', ERROR),
          },
        ).get,
        parameters: [
          { name: 'file', in: 'path', required: true, schema: { type: 'string' } },
          { $ref: '#/components/parameters/SessionHeader' },
        ],
      },
    },
    '/__fake-bank/log': op('get', 'controlLog', 'The session’s recent calls, newest first', {
      '200': ok('Up to 100 calls', { type: 'array', items: out(LogEntrySchema) }),
    }),
    '/__fake-bank/drift': {
      ...op(
        'get',
        'controlDrift',
        'With FAKE_BANK_UPSTREAM: each difference found between the upstream’s answers and the contracts and spec',
        {
          '200': ok(
            'The upstream (null without one) and what differed, newest first',
            out(DriftReportSchema),
          ),
        },
      ),
      ...op('delete', 'controlDriftClear', 'Forget the differences found so far', {
        '204': { description: 'Forgotten' },
      }),
    },
    '/__fake-bank/simulate/{event}': {
      post: {
        ...op(
          'post',
          'controlSimulate',
          'An outside event the bank would receive: a virtual-account or QRIS payment, the video-banking agent',
          {
            '200': ok('The event acted on the session', out(SimulatedSchema)),
            '409': ok('Nothing to act on (no such account, nobody queuing...)', out(NotSimulatedSchema)),
          },
          { schema: input(SIMULATE_BODY), required: false },
        ).post,
        parameters: [
          {
            name: 'event',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: [...SIMULATE_EVENTS] },
          },
          { $ref: '#/components/parameters/SessionHeader' },
        ],
      },
    },
    '/__fake-bank/device': op('get', 'controlDevice', 'What the browser stand-in reports as the device', {
      '200': ok('Locale, in-app, camera, and the session clock', out(DeviceAnswerSchema)),
    }),
    '/__fake-bank/collector': op(
      'post',
      'controlCollector',
      'The client’s error reports, kept in the session log',
      { '204': { description: 'Kept' } },
      { schema: { type: 'object' }, required: false },
    ),
    '/__fake-bank/openapi.json': op('get', 'controlOpenApi', 'This document', {
      '200': ok('OpenAPI 3.1', { type: 'object' }),
    }),
    '/__fake-bank/docs': op(
      'get',
      'controlDocs',
      'The readable docs page, with a table of contents by area and a search box',
      {
        '200': html('The page'),
      },
    ),
    '/__fake-bank/download': {
      get: {
        ...op('get', 'controlDownload', 'Stand-in for the bank app’s download page', {
          '200': html('The page'),
        }).get,
        parameters: [
          { name: 'platform', in: 'query', required: false, schema: { type: 'string' } },
          { $ref: '#/components/parameters/SessionHeader' },
        ],
      },
    },
    '/__fake-bank': op('get', 'controlDashboard', 'The dashboard: scenarios, clock, faults, log and state', {
      '200': html('The page (a React entry built with the app)'),
      '404': ok('The app and its dashboard are not built (vite build --mode demo)', ERROR),
    }),
  };
}
