import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CODES, EnvelopeSchema, envelopeMessage, envelopeOf, isSuccessCode } from './index';

describe('isSuccessCode', () => {
  it.each(['0000', '80430000', '80460000', '80430241'])('treats %s as success', (code) => {
    expect(isSuccessCode(code)).toBe(true);
  });

  it.each(['80488999', '80430223', '1234', '', '00000001', '80400404', '80499999'])(
    'does not treat %j as success',
    (code) => {
      expect(isSuccessCode(code)).toBe(false);
    },
  );

  it('agrees with the code catalogue: only the success entries are success', () => {
    const successNames = Object.entries(CODES)
      .filter(([, entry]) => isSuccessCode(entry.code))
      .map(([name]) => name)
      .sort();
    expect(successNames).toEqual(['ACCESS_ALLOWED', 'SUCCESS', 'SUCCESS_ACCOUNT', 'SUCCESS_ALT']);
  });
});

describe('EnvelopeSchema', () => {
  it('accepts a full envelope and keeps every optional field', () => {
    const input = {
      ret_code: '0000',
      ret_msg: 'Berhasil',
      ret_data: { anything: [1, 2] },
      biz_no: 'B1',
      system_time: '20261121100000',
      token_status: '1',
      process_type: 'P',
      hj_biz_no: 'H1',
    };
    expect(EnvelopeSchema.parse(input)).toEqual(input);
  });

  it('accepts ret_message instead of ret_msg, and ret_data of any shape', () => {
    const parsed = EnvelopeSchema.parse({ ret_code: '80488999', ret_message: 'busy', ret_data: null });
    expect(parsed.ret_msg).toBeUndefined();
    expect(envelopeMessage(parsed)).toBe('busy');
    expect(EnvelopeSchema.safeParse({ ret_code: '0000', ret_data: 'text' }).success).toBe(true);
  });

  it('prefers ret_msg and falls back to an empty message', () => {
    expect(envelopeMessage({ ret_code: '0000', ret_msg: 'a', ret_message: 'b', ret_data: null })).toBe('a');
    expect(envelopeMessage({ ret_code: '0000', ret_data: null })).toBe('');
  });

  it('refuses an envelope without a string ret_code', () => {
    expect(EnvelopeSchema.safeParse({ ret_msg: 'x', ret_data: null }).success).toBe(false);
    expect(EnvelopeSchema.safeParse({ ret_code: 0, ret_data: null }).success).toBe(false);
    expect(EnvelopeSchema.safeParse({ ret_code: '0000', ret_msg: 5, ret_data: null }).success).toBe(false);
    expect(EnvelopeSchema.safeParse(null).success).toBe(false);
  });

  it('envelopeOf checks ret_data against the given schema', () => {
    const schema = envelopeOf(z.object({ csrf_token: z.string() }));
    expect(schema.parse({ ret_code: '0000', ret_data: { csrf_token: 'abc' } }).ret_data.csrf_token).toBe(
      'abc',
    );
    expect(schema.safeParse({ ret_code: '0000', ret_data: { csrf_token: 1 } }).success).toBe(false);
    expect(schema.safeParse({ ret_code: '0000', ret_data: null }).success).toBe(false);
  });
});
