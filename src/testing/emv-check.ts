/**
 * The EMVCo check of a QRIS payload, written for the tests apart from the bank (shared by e2e and the
 * component tests): the payload ends with tag 63 (6304 + 4 hex digits), a CRC-16/CCITT-FALSE (poly 0x1021,
 * init 0xFFFF) over everything before the digits.
 */
export function emvCrcVerifies(payload: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/.exec(payload);
  if (!match) return false;
  let crc = 0xffff;
  for (const ch of match[1]!) {
    crc ^= ch.charCodeAt(0) << 8;
    for (let i = 0; i < 8; i++) crc = ((crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff) >>> 0;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0') === match[2];
}

/** Top-level EMVCo tags of a payload (tag, two-digit length, value). */
export function tagsOf(payload: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    tags[payload.slice(at, at + 2)] = payload.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return tags;
}
