/**
 * Personal data as spec section 9 masks it, one function each for the screens and the bank (decision 0035):
 * the name keeps its first letter, the card its first 6 and last 4 digits, the mobile its first 2 and
 * last 4. Pure, imports nothing.
 */

/** 'Budi Santoso' -> 'B*** *******': the first letter kept, every other letter hidden, spaces kept. */
export function maskName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return trimmed;
  const [first = ''] = Array.from(trimmed);
  return first + Array.from(trimmed.slice(first.length), (c) => (c === ' ' ? ' ' : '*')).join('');
}

export function maskMobile(mobile: string): string {
  if (mobile.length <= 6) return mobile;
  return mobile.slice(0, 2) + '*'.repeat(mobile.length - 6) + mobile.slice(-4);
}

export function maskCard(card: string): string {
  if (card.length <= 10) return card;
  return card.slice(0, 6) + '*'.repeat(card.length - 10) + card.slice(-4);
}

/** The NIK in the video-banking checklist and the personal centre: first 4 and last 4 digits. */
export function maskNik(nik: string): string {
  return nik.slice(0, 4) + '*'.repeat(Math.max(nik.length - 8, 0)) + nik.slice(-4);
}

/** An email for the wire: the first 2 letters of the local part, the domain kept. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 1))}@${domain}`;
}
