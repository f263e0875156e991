/** Spec section 9: name keeps the first letter, card first 6 and last 4, mobile first 2 and last 4. */
export function maskName(name: string): string {
  return name
    .split(' ')
    .map((word) => (word ? word[0] + '*'.repeat(Math.max(word.length - 1, 1)) : word))
    .join(' ');
}

export function maskMobile(mobile: string): string {
  return mobile.length <= 6 ? mobile : mobile.slice(0, 2) + '*'.repeat(mobile.length - 6) + mobile.slice(-4);
}

export function maskCard(card: string): string {
  return card.length <= 10 ? card : card.slice(0, 6) + '*'.repeat(card.length - 10) + card.slice(-4);
}
