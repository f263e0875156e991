/** Masking as the spec does it (section 9): name keeps its first letter, mobile 2 + 4, card 6 + 4. */
export function maskName(name: string): string {
  return name
    .split(' ')
    .map((word) => (word ? word[0] + '*'.repeat(Math.max(word.length - 1, 1)) : word))
    .join(' ');
}

export function maskMobile(mobile: string): string {
  if (mobile.length <= 6) return mobile;
  return mobile.slice(0, 2) + '*'.repeat(mobile.length - 6) + mobile.slice(-4);
}

export function maskCard(card: string): string {
  if (card.length <= 10) return card;
  return card.slice(0, 6) + '*'.repeat(card.length - 10) + card.slice(-4);
}

export function maskNik(nik: string): string {
  return nik.slice(0, 4) + '*'.repeat(Math.max(nik.length - 8, 0)) + nik.slice(-4);
}

/** An email for the wire: the first 2 letters of the local part, the domain kept. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 1))}@${domain}`;
}
