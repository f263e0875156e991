import { describe, expect, it } from 'vitest';
import { searchOf } from './search';

describe('searchOf', () => {
  it('writes the values that are set, encoded, and nothing when none is', () => {
    expect(searchOf({ a: 1, b: 'x y', c: undefined, d: null })).toBe('?a=1&b=x+y');
    expect(searchOf({})).toBe('');
  });

  it('keeps an empty value unless asked to drop it', () => {
    expect(searchOf({ a: '', b: 2 })).toBe('?a=&b=2');
    expect(searchOf({ a: '', b: 2 }, { dropEmpty: true })).toBe('?b=2');
  });
});
