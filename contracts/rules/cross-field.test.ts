import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { wireOriginOf } from '../wire-origin';
import { exactlyOneOf, requiredWhen } from './cross-field';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('rules between a request’s fields, checked and published from one definition', () => {
  const contact = exactlyOneOf(z.object({ a: z.optional(z.string()), b: z.optional(z.string()) }), [
    'a',
    'b',
  ]);

  it('exactly one of two: neither is required under the first, both refused under the second', () => {
    expect(contact.safeParse({ a: 'x' }).success).toBe(true);
    expect(contact.safeParse({ b: 'y' }).success).toBe(true);
    expect(issuesOf(contact.safeParse({}))).toEqual([['a', 'required']]);
    expect(issuesOf(contact.safeParse({ a: 'x', b: 'y' }))).toEqual([['b', 'onlyOne']]);
    expect(wireOriginOf(contact)).toEqual({ 'x-exactly-one-of': ['a', 'b'] });
  });

  const lookup = requiredWhen(
    z.object({ type: z.enum(['1', '2']), parent: z.optional(z.string()) }),
    'parent',
    { key: 'type', values: ['2'] },
  );

  it('required when another field has one of some values: absent or empty is required', () => {
    expect(lookup.safeParse({ type: '1' }).success).toBe(true);
    expect(lookup.safeParse({ type: '2', parent: 'P' }).success).toBe(true);
    expect(issuesOf(lookup.safeParse({ type: '2' }))).toEqual([['parent', 'required']]);
    expect(issuesOf(lookup.safeParse({ type: '2', parent: '' }))).toEqual([['parent', 'required']]);
    expect(wireOriginOf(lookup)).toEqual({
      'x-required-when': { field: 'parent', key: 'type', values: ['2'] },
    });
  });
});
