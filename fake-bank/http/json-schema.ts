import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 takes it inline (zod 4's own output). */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}
