import { describe, expect, it } from 'vitest';
import { buildQrisPayload, crc16Ccitt, parseTlv, readQrisPayload } from './qris';

/**
 * CRC-16/CCITT-FALSE written again here, table-driven and apart from the builder's bitwise one, so the
 * payload is checked by an independent reading of the EMVCo rule (poly 0x1021, init 0xFFFF).
 */
const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
  return c & 0xffff;
});
function emvCrc(text: string): string {
  let crc = 0xffff;
  for (const ch of text) crc = ((crc << 8) ^ TABLE[((crc >> 8) ^ ch.charCodeAt(0)) & 0xff]!) & 0xffff;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Top-level tags in order, reading length-prefixed values without the module's parser. */
function tagsOf(payload: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    out.push([payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return out;
}

describe('QRIS payloads (EMVCo merchant-presented)', () => {
  it('computes CRC-16/CCITT-FALSE as the standard check value says', () => {
    expect(emvCrc('123456789')).toBe('29B1');
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  const payload = buildQrisPayload({
    amount: 150_000,
    billNumber: 'TU202611210001',
    reference: 'MPC0123456789',
  });

  it('ends with tag 63 whose CRC verifies', () => {
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(emvCrc(payload.slice(0, -4))).toBe(payload.slice(-4));
    // One character changed breaks it.
    const tampered = payload.replace('150000', '950000');
    expect(emvCrc(tampered.slice(0, -4))).not.toBe(tampered.slice(-4));
  });

  it('carries the tags of a dynamic rupiah QRIS code, in order', () => {
    const tags = tagsOf(payload);
    expect(tags.map(([tag]) => tag)).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
    ]);
    const value = Object.fromEntries(tags);
    expect(value).toMatchObject({ '00': '01', '01': '12', '53': '360', '54': '150000', '58': 'ID' });
    expect(value['59']!.length).toBeLessThanOrEqual(25);
    expect(value['60']!.length).toBeLessThanOrEqual(15);
    expect(value['52']).toMatch(/^\d{4}$/);
    const account = Object.fromEntries(tagsOf(value['26']!));
    expect(account['00']).toBe('ID.CO.ALLOBANK.WWW');
    expect(account['01']).toMatch(/^93600567\d{11}$/);
    expect(Object.fromEntries(tagsOf(value['51']!))['00']).toBe('ID.CO.QRIS.WWW');
    expect(Object.fromEntries(tagsOf(value['62']!))['01']).toBe('TU202611210001');
  });

  it('is read back as the payer app reads it, and refused when tampered with or foreign', () => {
    expect(readQrisPayload(payload)).toMatchObject({
      ok: true,
      amount: 150_000,
      billNumber: 'TU202611210001',
    });
    const tampered = payload.replace('5406150000', '5406950000');
    expect(readQrisPayload(tampered)).toEqual({ ok: false, reason: 'the CRC does not verify' });
    expect(readQrisPayload('hello world').ok).toBe(false);
    const foreign = payload.replace('ID.CO.ALLOBANK.WWW', 'ID.CO.OTHERBNK.WWW').slice(0, -4);
    expect(readQrisPayload(foreign + crc16Ccitt(foreign))).toEqual({
      ok: false,
      reason: 'not a code of this bank',
    });
    expect(parseTlv('0002')).toBeNull();
  });
});
