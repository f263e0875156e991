import type { z } from 'zod/mini';
import { MAX_QUANTITY, OrderBodySchema, OrderCreatedSchema } from '../core/control-order-schemas';
import { jsonSchema, type JsonSchema } from './json-schema';
import type { op as Op } from './openapi-control-ops';

const ok = (description: string, schema: JsonSchema) => ({
  description,
  content: { 'application/json': { schema } },
});
const as = (schema: z.core.$ZodType, io: 'input' | 'output') => jsonSchema(schema, io);

/** The merchant stand-in (decision 0071), documented with the rest of the control surface. */
export function orderPaths(op: typeof Op, error: JsonSchema): Record<string, unknown> {
  return {
    '/__fake-bank/orders': op(
      'post',
      'controlOrder',
      'A merchant stand-in: make an order for the caller’s session as a merchant would, through ' +
        '`/ams/mpc/tran/sync_order` (its contract and rules, the session’s state and clock; not the app’s CSRF ' +
        'token or armed faults), and answer the cashier link that pays it',
      {
        '201': ok(
          'Made: the merchant’s order number, the wallet’s, and the app route of its cashier',
          as(OrderCreatedSchema, 'output'),
        ),
        '400': ok(
          'Refused, nothing made; the message names the field of the body: a body that fails its schema ' +
            `(a quantity above ${MAX_QUANTITY}, an amount that is not a whole number...), a merchant the session ` +
            'does not have (the message lists those it has), goods that do not add up to the amount, or what ' +
            'tran/sync_order’s contract refuses',
          error,
        ),
      },
      { schema: as(OrderBodySchema, 'input'), required: true },
    ),
  };
}
