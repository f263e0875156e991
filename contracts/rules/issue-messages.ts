import type { z } from 'zod/mini';
import { formatNumber } from '../format';
import { RULE_MESSAGES } from './messages';

type Lang = 'id' | 'en';
type Texts = { id: string; en: string };

/**
 * What the bank says about a field that breaks its contract without a section 5 rule of its own: plain words in
 * the caller's language, never a regular expression, a schema's type name or a library's message.
 */
export const ISSUE_MESSAGES = {
  required: RULE_MESSAGES.required,
  wrongType: { id: 'Jenis isian tidak sesuai.', en: 'This value has the wrong type.' },
  tooLong: { id: 'Maksimal {limit} karakter.', en: 'At most {limit} characters.' },
  tooShort: { id: 'Minimal {limit} karakter.', en: 'At least {limit} characters.' },
  tooMany: { id: 'Maksimal {limit} item.', en: 'At most {limit} items.' },
  tooFew: { id: 'Minimal {limit} item.', en: 'At least {limit} items.' },
  tooBig: { id: 'Nilai maksimal {limit}.', en: 'At most {limit}.' },
  tooSmall: { id: 'Nilai minimal {limit}.', en: 'At least {limit}.' },
  format: { id: 'Format isian tidak sesuai.', en: 'The format of this value is not valid.' },
  email: { id: 'Format email tidak sesuai.', en: 'The email address is not valid.' },
  choice: { id: 'Pilih salah satu: {values}.', en: 'Choose one of: {values}.' },
  unknownFields: { id: 'Kolom tidak dikenal: {keys}.', en: 'Unknown fields: {keys}.' },
  invalid: { id: 'Isian tidak valid.', en: 'This value is not valid.' },
  tooDeep: {
    id: 'Isi permintaan bersarang lebih dari {limit} tingkat.',
    en: 'The body nests more than {limit} levels.',
  },
  badSessionHeader: {
    id: 'X-Fake-Bank-Session harus 8 sampai 64 karakter A-Z a-z 0-9 _ -.',
    en: 'X-Fake-Bank-Session must be 8 to 64 characters of A-Z a-z 0-9 _ -.',
  },
  fileTooLarge: { id: 'Ukuran file maksimal {limit} MB.', en: 'The file may be at most {limit} MB.' },
  oneFile: { id: 'Kirim satu file saja di kolom file.', en: 'Send one file only, in the file field.' },
  brokenUpload: { id: 'Unggahan terputus atau rusak.', en: 'The upload was cut off or malformed.' },
  headersTooLarge: { id: 'Header permintaan terlalu besar.', en: 'The request headers are too large.' },
} as const satisfies Record<string, Texts>;

export type IssueMessageKey = keyof typeof ISSUE_MESSAGES;

/** An issue as the bank answers it: the field's path, the text, and the section 5 rule when there is one. */
export interface AnsweredIssue {
  path: string;
  message: string;
  rule?: string;
}

/** The text of an issue; numbers in it written as the screens write them ('1.000' / '1,000'). */
export function issueText(key: IssueMessageKey, lang: Lang, values: Record<string, string | number> = {}) {
  return ISSUE_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    return typeof value === 'number' ? formatNumber(value, lang) : String(value ?? '');
  });
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let node = input;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

function ruleOf(message: string): Texts | undefined {
  return Object.hasOwn(RULE_MESSAGES, message)
    ? RULE_MESSAGES[message as keyof typeof RULE_MESSAGES]
    : undefined;
}

function genericText(issue: z.core.$ZodIssue, input: unknown, lang: Lang): string {
  switch (issue.code) {
    case 'invalid_type':
      return issueText(valueAt(input, issue.path) === undefined ? 'required' : 'wrongType', lang);
    case 'too_big': {
      const limit = Number(issue.maximum);
      if (issue.origin === 'string') return issueText('tooLong', lang, { limit });
      if (issue.origin === 'array' || issue.origin === 'set') return issueText('tooMany', lang, { limit });
      return issueText('tooBig', lang, { limit });
    }
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string') {
        const empty = valueAt(input, issue.path) === '';
        return empty ? issueText('required', lang) : issueText('tooShort', lang, { limit });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return issueText('tooFew', lang, { limit });
      return issueText('tooSmall', lang, { limit });
    }
    case 'invalid_format':
      return issueText(issue.format === 'email' ? 'email' : 'format', lang);
    case 'invalid_value':
      return issueText('choice', lang, { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return issueText('unknownFields', lang, { keys: issue.keys.join(', ') });
    default:
      return issueText('invalid', lang);
  }
}

/** A Zod issue in the caller's words: the section 5 rule's text when the schema names one, else plain words. */
export function answeredIssue(issue: z.core.$ZodIssue, input: unknown, lang: Lang): AnsweredIssue {
  const path = issue.path.map(String).join('.');
  const rule = ruleOf(issue.message);
  if (rule) return { path, message: rule[lang], rule: issue.message };
  return { path, message: genericText(issue, input, lang) };
}
