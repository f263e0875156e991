import { z } from 'zod';
import { EnvelopeSchema, endpointList, urlPathOf, type AnyEndpoint } from '../../contracts';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function operation(endpoint: AnyEndpoint) {
  const request = jsonSchema(endpoint.request, 'input');
  const envelope = jsonSchema(EnvelopeSchema.extend({ ret_data: endpoint.response }), 'output');
  const base = {
    summary: endpoint.summary,
    tags: [endpoint.group],
    operationId: urlPathOf(endpoint).replace(/[^A-Za-z0-9]+/g, '_'),
    responses: {
      '200': {
        description: 'Envelope; ret_data as below when ret_code means success',
        content: { 'application/json': { schema: envelope } },
      },
      '400': { description: 'Request failed its contract (error envelope)' },
      '403': { description: 'Missing or wrong csrf_token header (error envelope)' },
    },
  };
  if (endpoint.method === 'GET') {
    const properties = (request.properties ?? {}) as Record<string, JsonSchema>;
    const required = (request.required ?? []) as string[];
    return {
      get: {
        ...base,
        parameters: Object.entries(properties).map(([name, schema]) => ({
          name,
          in: 'query',
          required: required.includes(name),
          schema,
        })),
      },
    };
  }
  const mediaType = endpoint.method === 'UPLOAD' ? 'multipart/form-data' : 'application/json';
  return {
    post: {
      ...base,
      parameters: [{ name: 'csrf_token', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: { [mediaType]: { schema: request } } },
    },
  };
}

/** OpenAPI 3.1 of every endpoint in the contract table (JSON Schema 2020-12, zod 4's own output). */
export function buildOpenApi() {
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpointList) paths[urlPathOf(endpoint)] = operation(endpoint);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fake bank',
      version: '1.0.0',
      description:
        'Every call of the Pay Later web client, answered by the fake bank from per-session state. Built from the Zod contracts.',
    },
    paths,
  };
}
