import type { z } from 'zod/mini';
import { jsonSchema, type JsonSchema } from './json-schema';

/** The tag of the control surface's calls in the document and the docs page. */
export const CONTROL_TAG = 'control surface';

/** The parts every control call's description is made of (openapi-control*.ts, -snapshots, -orders). */

export const out = (schema: z.core.$ZodType) => jsonSchema(schema, 'output');
export const input = (schema: z.core.$ZodType) => jsonSchema(schema, 'input');
export const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
export const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
export const ok = (description: string, schema: JsonSchema) => ({ description, content: json(schema) });
export const ERROR = { $ref: '#/components/schemas/ControlError' };
export const SESSION_REF = { $ref: '#/components/schemas/SessionRef' };

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
