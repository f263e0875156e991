import { z } from 'zod';
import { wireOrigins } from '../../contracts/wire-origin';

export type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 takes it inline (zod 4's own output). The marks of
 * wire-origin.ts come along: `x-assumed` (and `x-ours`) on a field, and an object whose field the spec spells
 * two ways requires one of the two (`anyOf` of the `required`s).
 */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    metadata: wireOrigins,
    override: ({ jsonSchema }) => {
      const node = jsonSchema as JsonSchema;
      const pairs = node['x-spelled-either'] as ReadonlyArray<readonly [string, string]> | undefined;
      if (!pairs) return;
      delete node['x-spelled-either'];
      const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
      const one = (key: string) => ({ required: [key], properties: { [key]: properties[key] ?? {} } });
      const either = pairs.map(([a, b]) => ({ anyOf: [one(a), one(b)] }));
      node.allOf = [...((node.allOf as JsonSchema[] | undefined) ?? []), ...either];
    },
  }) as JsonSchema;
  return rest;
}
