import { z } from 'zod/mini';
import { wireOrigins, type WireOrigin } from '../../contracts/wire-origin';

export type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 takes it inline (zod 4's own output). The marks of
 * wire-origin.ts come along: `x-assumed` (and `x-ours`) on a field; an object whose field the spec spells
 * two ways requires one of the two (`anyOf` of the `required`s); a request's rules between its fields
 * (contracts/rules/cross-field.ts) become `oneOf` of the `required`s and `if`/`then`.
 */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    metadata: wireOrigins,
    override: ({ jsonSchema }) => {
      const node = jsonSchema as JsonSchema;
      spelledEither(node);
      exactlyOneOf(node);
      requiredWhen(node);
    },
  }) as JsonSchema;
  return rest;
}

function spelledEither(node: JsonSchema): void {
  const pairs = node['x-spelled-either'] as WireOrigin['x-spelled-either'];
  if (!pairs) return;
  delete node['x-spelled-either'];
  const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
  const one = (key: string) => ({ required: [key], properties: { [key]: properties[key] ?? {} } });
  const either = pairs.map(([a, b]) => ({ anyOf: [one(a), one(b)] }));
  node.allOf = [...((node.allOf as JsonSchema[] | undefined) ?? []), ...either];
}

function exactlyOneOf(node: JsonSchema): void {
  const keys = node['x-exactly-one-of'] as WireOrigin['x-exactly-one-of'];
  if (!keys) return;
  delete node['x-exactly-one-of'];
  // With both sent, both branches hold and `oneOf` fails: exactly one.
  node.oneOf = keys.map((key) => ({ required: [key] }));
  const named = `Exactly one of ${keys.join(' and ')} is sent.`;
  node.description = node.description ? `${String(node.description)} ${named}` : named;
}

function requiredWhen(node: JsonSchema): void {
  const rule = node['x-required-when'] as WireOrigin['x-required-when'];
  if (!rule) return;
  delete node['x-required-when'];
  const { field, key, values } = rule;
  node.if = { required: [key], properties: { [key]: { enum: [...values] } } };
  node.then = { required: [field], properties: { [field]: { minLength: 1 } } };
  const named = `${field} is sent, not empty, when ${key} is ${values.join(', ')}.`;
  node.description = node.description ? `${String(node.description)} ${named}` : named;
}
