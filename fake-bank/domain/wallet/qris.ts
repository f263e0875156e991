/**
 * QRIS, the Indonesian profile of the EMVCo merchant-presented QR code: a string of TLV data objects
 * (two-digit tag, two-digit length, value), ending with tag 63, a CRC-16/CCITT-FALSE over everything before
 * it including "6304". The bank writes one per QRIS top-up and reads it back when a payment arrives.
 */

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One data object: tag, zero-padded length, value (values are ASCII, so length in characters). */
function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`QRIS tag ${tag} is longer than 99 characters`);
  return tag + String(value.length).padStart(2, '0') + value;
}

/** The mod-10 check digit that makes `digits` + it pass a Luhn check (the QRIS PAN ends with one). */
function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The bank as the merchant of its own top-ups (NNS 93600567: national numbering, bank code 0567). */
export const TOP_UP_MERCHANT = {
  /** Reverse domain of the acquirer in tag 26. */
  globalId: 'ID.CO.ALLOBANK.WWW',
  pan: '936005670000100001' + luhnDigit('936005670000100001'),
  merchantId: 'ALLOTOPUP0001',
  /** QRIS National Merchant ID, in tag 51. */
  nmid: 'ID1026110000101',
  /** UBE: a large business (merchant criteria). */
  criteria: 'UBE',
  /** Merchant category code 6540: stored-value (wallet) loads. */
  mcc: '6540',
  name: 'ALLO BANK TOP UP',
  city: 'JAKARTA SELATAN',
  postalCode: '12190',
} as const;

export interface QrisInput {
  /** Whole rupiah (tag 54). */
  amount: number;
  /** The top-up number, as the bill number (tag 62 sub-tag 01). */
  billNumber: string;
  /** The customer the money goes to, as the reference label (tag 62 sub-tag 05). */
  reference: string;
}

/** A dynamic (point of initiation 12) merchant-presented QRIS payload for one top-up. */
export function buildQrisPayload(input: QrisInput): string {
  const m = TOP_UP_MERCHANT;
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', tlv('00', m.globalId) + tlv('01', m.pan) + tlv('02', m.merchantId) + tlv('03', m.criteria)),
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', m.nmid) + tlv('03', m.criteria)),
    tlv('52', m.mcc),
    tlv('53', '360'),
    tlv('54', String(input.amount)),
    tlv('58', 'ID'),
    tlv('59', m.name),
    tlv('60', m.city),
    tlv('61', m.postalCode),
    tlv('62', tlv('01', input.billNumber) + tlv('05', input.reference) + tlv('07', 'H5TOPUP')),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16Ccitt(withCrcTag);
}

export type QrisObjects = Map<string, string>;

/** The data objects of a TLV string, or null when it does not parse. */
export function parseTlv(text: string): QrisObjects | null {
  const objects: QrisObjects = new Map();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) return null;
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    objects.set(tag, value);
    at += 4 + length;
  }
  return objects;
}

export type QrisReading =
  { ok: true; amount: number; billNumber: string; objects: QrisObjects } | { ok: false; reason: string };

/**
 * Reads a payload as a payer's app does: it must parse, end with a CRC that verifies, be ours (tag 26's
 * global id, tag 53 = 360) and carry an amount and a bill number.
 */
export function readQrisPayload(payload: string): QrisReading {
  const objects = parseTlv(payload);
  if (!objects) return { ok: false, reason: 'not an EMVCo TLV payload' };
  const crc = objects.get('63');
  if (!crc || !payload.endsWith(`6304${crc}`)) return { ok: false, reason: 'no CRC in tag 63 at the end' };
  if (crc16Ccitt(payload.slice(0, -4)) !== crc) return { ok: false, reason: 'the CRC does not verify' };
  if (objects.get('00') !== '01') return { ok: false, reason: 'payload format indicator is not 01' };
  const account = parseTlv(objects.get('26') ?? '');
  if (account?.get('00') !== TOP_UP_MERCHANT.globalId)
    return { ok: false, reason: 'not a code of this bank' };
  if (objects.get('53') !== '360') return { ok: false, reason: 'currency is not rupiah (360)' };
  const amount = Number(objects.get('54'));
  const billNumber = parseTlv(objects.get('62') ?? '')?.get('01');
  if (!Number.isInteger(amount) || amount <= 0 || !billNumber) {
    return { ok: false, reason: 'no amount (54) or bill number (62.01)' };
  }
  return { ok: true, amount, billNumber, objects };
}
