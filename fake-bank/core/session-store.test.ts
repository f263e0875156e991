import { describe, expect, it } from 'vitest';
import { SESSION_LIMIT, SessionStore, type Session } from './session-store';

const session = (id: string) => ({ id }) as Session;

describe('SessionStore', () => {
  it('keeps at most SESSION_LIMIT sessions, dropping the least recently used', () => {
    const store = new SessionStore();
    for (let i = 0; i < SESSION_LIMIT; i++) store.put(session(`s${i}`));
    store.get('s0'); // s0 is now the most recent, s1 the oldest
    store.put(session('new'));
    expect(store.get('s0')).toBeDefined();
    expect(store.get('s1')).toBeUndefined();
    expect(store.get('new')).toBeDefined();
    expect(store.snapshot()).toHaveLength(SESSION_LIMIT);
  });
});
