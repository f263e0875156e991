import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { FormatsPlugin } from 'ajv-formats';

/**
 * Checks answers against a published OpenAPI 3.1 document with a JSON Schema validator (Ajv, draft 2020-12):
 * the document as served, not the Zod contracts it was built from. A dev tool of the tests.
 */

type Json = Record<string, unknown>;

export interface AnswerToCheck {
  /** The path as documented (a control call's path parameter already filled in is looked up by template). */
  path: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  status: number;
  contentType: string;
  body: unknown;
}

const addFormats = addFormatsPlugin as unknown as FormatsPlugin;

const pointer = (...parts: string[]) =>
  '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function templateOf(paths: Json, path: string): string | undefined {
  if (path in paths) return path;
  return Object.keys(paths).find((template) => {
    if (!template.includes('{')) return false;
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

export function createAnswerValidator(document: Json) {
  // The document's root and OpenAPI's own keywords (discriminator: an annotation for code generators; the
  // oneOf it annotates is what validates) are no JSON Schema keywords: not strict about unknown keywords.
  const ajv = new Ajv2020({ allErrors: false, strictSchema: false, validateSchema: false });
  addFormats(ajv);
  const id = 'https://fake-bank.local/openapi.json';
  // The whole document is the root, so its #/components refs resolve; only schema fragments get compiled.
  ajv.addSchema({ ...document, $id: id }, id, undefined, false);
  const compiled = new Map<string, ValidateFunction>();
  const paths = document.paths as Json;
  const responses = ((document.components as Json).responses ?? {}) as Json;

  function schemaPointer(answer: AnswerToCheck): string | string[] {
    const template = templateOf(paths, answer.path);
    if (!template) return [`${answer.path} is not in the document`];
    const operation = (paths[template] as Json)[answer.method] as Json | undefined;
    if (!operation) return [`${answer.method.toUpperCase()} ${template} is not in the document`];
    const all = operation.responses as Json;
    const key = String(answer.status) in all ? String(answer.status) : 'default';
    let response = all[key] as Json | undefined;
    if (!response)
      return [`${answer.status} of ${answer.method.toUpperCase()} ${template} is not documented`];
    let base = pointer('paths', template, answer.method, 'responses', key);
    if (typeof response.$ref === 'string') {
      const name = response.$ref.split('/').pop()!;
      response = responses[name] as Json;
      base = pointer('components', 'responses', name);
    }
    const mediaType = answer.contentType.split(';')[0]!.trim();
    const content = response.content as Json | undefined;
    if (!content) {
      return answer.body === undefined || answer.body === ''
        ? []
        : [`${answer.status} of ${template} documents no body`];
    }
    if (!(mediaType in content)) {
      return [`${answer.status} of ${template} documents no ${mediaType} body`];
    }
    return `${base}/content/${mediaType.replace(/\//g, '~1')}/schema`;
  }

  /** The violations of one answer: empty when the document describes it. */
  return function check(answer: AnswerToCheck): string[] {
    const at = schemaPointer(answer);
    if (Array.isArray(at)) return at;
    let validate = compiled.get(at);
    if (!validate) {
      const found = ajv.getSchema(`${id}${at}`);
      if (!found) return [`no schema at ${at}`];
      validate = found;
      compiled.set(at, validate);
    }
    if (validate(answer.body)) return [];
    return (validate.errors ?? [])
      .slice(0, 3)
      .map((e: ErrorObject) => `${e.instancePath || '/'} ${e.message}`);
  };
}
