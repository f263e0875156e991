import { z } from 'zod/mini';
import { QrisPaymentBodySchema, SIMULATE_EVENTS, VaPaymentBodySchema } from '../core/control-schemas';
import {
  DeviceAnswerSchema,
  DriftReportSchema,
  LogEntrySchema,
  SessionRefSchema,
} from '../core/control-answers';
import { ERROR, html, input, ok, op, out } from './openapi-control-ops';

/** Schemas built from control.ts's exports: made on use, as control.ts imports this module in turn. */
function simulateSchemas() {
  const SimulatedSchema = z.catchall(
    z.extend(SessionRefSchema, {
      event: z.enum(SIMULATE_EVENTS),
      ok: z.literal(true),
    }),
    z.unknown(),
  );
  const NotSimulatedSchema = z.catchall(
    z.extend(SessionRefSchema, {
      event: z.optional(z.enum(SIMULATE_EVENTS)),
      ok: z.optional(z.literal(false)),
      error: z.string(),
    }),
    z.unknown(),
  );

  const SIMULATE_BODY = z.union([VaPaymentBodySchema, QrisPaymentBodySchema, z.object({})]);
  return { SimulatedSchema, NotSimulatedSchema, SIMULATE_BODY };
}

/** What the bank recorded (log, drift, reports) and the outside events it takes. */
export function eventPaths(): Record<string, unknown> {
  const { SimulatedSchema, NotSimulatedSchema, SIMULATE_BODY } = simulateSchemas();
  return {
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
  };
}

/** The screenshots of the gallery. */
export function galleryPaths(): Record<string, unknown> {
  return {
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
  };
}

/** The pages: this document, the docs, the download stand-in, the dashboard. */
export function pagePaths(): Record<string, unknown> {
  return {
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
