import type { z } from 'zod/mini';

/**
 * Reading a contract's shape from its zod definition (zod 4's `_zod.def`), for the views that walk an answer
 * beside its schema: the spec-only profile and the drift check of an upstream bank.
 */
export interface SchemaDef {
  type: string;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  options?: readonly z.core.$ZodType[];
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
}

export const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as SchemaDef;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema under wrappers that do not change an answer's shape (optional, nullable, pipe, lazy...). */
export function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
}

/** Whether `data` passes `schema` (synchronously; the contracts have no async checks). */
export function passes(schema: z.core.$ZodType, data: unknown): boolean {
  const result = schema['~standard'].validate(data);
  return !(result instanceof Promise) && !result.issues;
}

/** The option of a union `data` passes, or the first object option when none does (to go on walking). */
function unionOption(options: readonly z.core.$ZodType[], data: unknown): z.core.$ZodType | undefined {
  return (
    options.find((option) => passes(option, data)) ??
    options.find((option) => defOf(unwrapped(option)).type === 'object')
  );
}

/** The field schema at `path` of an answer (keys and array indexes), its wrappers kept; undefined off the shape. */
export function schemaAt(
  schema: z.core.$ZodType,
  path: ReadonlyArray<PropertyKey>,
  data: unknown,
): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  let value = data;
  for (const key of path) {
    if (!current) return undefined;
    let inner = unwrapped(current);
    let def = defOf(inner);
    if (def.type === 'union' && def.options) {
      const option = unionOption(def.options, value);
      if (!option) return undefined;
      inner = unwrapped(option);
      def = defOf(inner);
    }
    if (def.type === 'array' && typeof key === 'number') current = def.element;
    else if (def.type === 'object' && typeof key === 'string') current = def.shape?.[key];
    else return undefined;
    value =
      isPlainObject(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return current;
}

/** Picks the union option `data` takes, for walking into it. */
export function optionOf(schema: z.core.$ZodType, data: unknown): z.core.$ZodType | undefined {
  const def = defOf(schema);
  return def.options ? unionOption(def.options, data) : undefined;
}
