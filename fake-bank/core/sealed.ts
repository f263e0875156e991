import { z } from 'zod/mini';
import type { AnyEndpoint } from '../../contracts';
import { CipherTextSchema } from '../../contracts/entities/password';

/**
 * Sealed request fields (decision 0022): PINs and passwords travel RSA-OAEP encrypted, and the contract says
 * which fields carry them (their schema is CipherTextSchema). Decryption is asynchronous (Web Crypto) and
 * handlers are not, so the transport opens these fields before the call is handled and hands the plain
 * texts in with the request (`BankRequest.opened`, by cipher text).
 */
export type OpenedSecrets = ReadonlyMap<string, string>;

const fieldsByEndpoint = new WeakMap<AnyEndpoint, readonly string[]>();

/** The top-level request fields of a call that carry a sealed value. */
export function sealedFieldsOf(endpoint: AnyEndpoint): readonly string[] {
  let fields = fieldsByEndpoint.get(endpoint);
  if (!fields) {
    const request = endpoint.request;
    // The contracts are zod/mini schemas: classic `z.ZodObject` never matches them, core's `$ZodObject` does.
    fields =
      request instanceof z.core.$ZodObject
        ? Object.entries(request._zod.def.shape)
            // A clone (ruleNoted, naming the PIN's or password's rule) keeps the schema's definition.
            .filter(([, schema]) => schema._zod.def === CipherTextSchema._zod.def)
            .map(([name]) => name)
        : [];
    fieldsByEndpoint.set(endpoint, fields);
  }
  return fields;
}

/** The sealed values a request body carries (only strings: anything else fails the contract anyway). */
export function sealedValuesOf(endpoint: AnyEndpoint, body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  return sealedFieldsOf(endpoint)
    .map((field) => record[field])
    .filter((value): value is string => typeof value === 'string' && value.length <= 1024);
}
