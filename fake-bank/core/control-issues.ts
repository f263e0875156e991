import type { z } from 'zod';

/** Plain words for a rule of the control surface's own bodies (a custom rule names its key). */
const CUSTOM: Record<string, string> = {
  successCode: 'must be a failure code: a success is answered by the bank itself, with the call’s data',
};

function wordsOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must have at least ${String(issue.minimum)} characters`
        : issue.origin === 'array'
          ? `must have at least ${String(issue.minimum)} items`
          : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must have at most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `must have at most ${String(issue.maximum)} items`
          : `must be at most ${String(issue.maximum)}`;
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
export function controlIssuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : 'body'}: ${wordsOf(issue)}`)
    .join('; ');
}
