import type { z } from 'zod/mini';

/** Plain words for a rule of the control surface's own bodies (a custom rule names its key). */
const CUSTOM: Record<string, string> = {
  successCode: 'must be a failure code: a success is answered by the bank itself, with the call’s data',
  clockRange: 'must be a day or an instant within the years the bank serves, 2000-01-01 to 2099-12-31 (WIB)',
};

/** A bound in words: characters of a string, items of a list, else the value itself. */
function bound(origin: string, side: 'least' | 'most', limit: unknown): string {
  if (origin === 'string') return `must have at ${side} ${String(limit)} characters`;
  if (origin === 'array') return `must have at ${side} ${String(limit)} items`;
  return `must be at ${side} ${String(limit)}`;
}

function wordsOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
    case 'too_small':
      return bound(issue.origin, 'least', issue.minimum);
    case 'too_big':
      return bound(issue.origin, 'most', issue.maximum);
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return 'is not in the expected format (see the control surface in /__fake-bank/docs)';
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'matches none of the accepted shapes (see /__fake-bank/docs)';
    case 'custom':
      return CUSTOM[issue.message] ?? 'is not valid';
    default:
      return 'is not valid';
  }
}

/**
 * What was wrong with a control call's body, for a tester: each field's path and a plain sentence, never a
 * validator library's words or a regular expression ('next.0.code: must be a failure code ...').
 */
export function controlIssuesText(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : 'body'}: ${wordsOf(issue)}`)
    .join('; ');
}
