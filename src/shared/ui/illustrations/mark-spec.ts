import { KIND_WORDS, MARK_SHAPES, SEEDED_MARKS, type MarkSpec } from './merchant-marks.data';

/** A number from a text, the same every time (FNV-1a): a merchant keeps its colour and shape. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Up to two initials from the words that name who the merchant is (its kind words left out). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const own = words.filter((word) => !KIND_WORDS.has(word.toLowerCase()));
  const chosen = own.length ? own : words;
  const letters = chosen.length > 1 ? [chosen[0]!, chosen.at(-1)!] : chosen;
  return letters.map((word) => Array.from(word)[0]!.toUpperCase()).join('');
}

/**
 * The mark of a merchant: its row in the table, else one made from its name. `key` (an id the bank gives in
 * both languages) picks the colour and shape when there is one, so a shop named in two languages is one mark.
 */
export function markOf(name: string, key?: string): MarkSpec {
  const seeded = SEEDED_MARKS[name.trim()];
  if (seeded) return seeded;
  const hash = hashOf(key || initialsOf(name));
  return {
    initials: initialsOf(name) || '?',
    hue: hash % 360,
    shape: MARK_SHAPES[(hash >>> 9) % MARK_SHAPES.length]!,
  };
}
