import type { Session } from '../kernel/session';
import { describe, expect, it } from 'vitest';
import { LOG_BODY_LIMIT, MemorySessionStore, SESSION_LIMIT, logEntryOf, logTextOf } from './session-store';

const session = (id: string) => ({ id }) as Session;

describe('MemorySessionStore', () => {
  it('keeps at most SESSION_LIMIT sessions, dropping the least recently used', async () => {
    const store = new MemorySessionStore();
    for (let i = 0; i < SESSION_LIMIT; i++) store.put(session(`s${i}`));
    store.get('s0'); // s0 is now the most recent, s1 the oldest
    store.put(session('new'));
    expect(store.get('s0')).toBeDefined();
    expect(store.get('s1')).toBeUndefined();
    expect(store.get('new')).toBeDefined();
    expect(await store.list()).toHaveLength(SESSION_LIMIT);
  });
});

describe('the call log keeps no secrets and no large bodies', () => {
  const entry = (request: unknown, response: unknown = null) => ({
    at: '2026-11-21T10:00:00+07:00',
    method: 'POST',
    path: '/ifes/ams/password/validate',
    request,
    status: 200,
    response,
    trace: '',
  });

  it('redacts PINs, passwords, sealed values, factors, OTP codes and proof sessions, however deep', () => {
    const kept = logEntryOf(
      entry(
        {
          password: 'c2VhbGVk',
          factor: 'F1',
          scene: 'REPAY',
          nested: { otp: '123456', phone_check_num: '1' },
        },
        { ret_data: { session: 'S-1', dayErrorCount: '0' } },
      ),
    );
    expect(kept.request).toEqual({
      password: '[redacted]',
      factor: '[redacted]',
      scene: 'REPAY',
      nested: { otp: '[redacted]', phone_check_num: '[redacted]' },
    });
    expect(kept.response).toEqual({ ret_data: { session: '[redacted]', dayErrorCount: '0' } });
    expect(JSON.stringify(kept)).not.toMatch(/c2VhbGVk|123456|S-1/);
  });

  it('keeps a debit card masked and never its expiry or CVV', () => {
    const kept = logEntryOf(
      entry({ amount: '100000', cardNo: '4111111111111111', expiry: '12/29', cvv: '987' }, { ret_data: {} }),
    );
    expect(kept.request).toEqual({
      amount: '100000',
      cardNo: '411111******1111',
      expiry: '[redacted]',
      cvv: '[redacted]',
    });
    expect(JSON.stringify(kept)).not.toMatch(/4111111111111111|12\/29|987/);
    const row = logTextOf(
      entry({ cardNo: '4111111111111111', expiry: '12/29', cvv: '987' }, { ret_data: {} }),
    );
    expect(row).toContain('411111******1111');
    expect(row).not.toMatch(/4111111111111111|12\/29|987/);
  });

  it('cuts a large body to a bounded preview', () => {
    const kept = logEntryOf(entry({ note: 'x'.repeat(900_000) }));
    expect(JSON.stringify(kept.request).length).toBeLessThan(LOG_BODY_LIMIT);
    expect(kept.request).toMatchObject({
      truncated: true,
      bytes: JSON.stringify({ note: 'x'.repeat(900_000) }).length,
    });
  });
});
