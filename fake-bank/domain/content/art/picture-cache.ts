/**
 * The pictures already drawn, by what they were drawn from: a picture is a pure function of its item's facts,
 * and a list answer (deals, news, brands) drew every one of them again on every call. Bounded: the oldest
 * drawn goes first once it holds MAX_PICTURES (a data: URI is at most 4,096 characters, so about 2 MB).
 */
export const MAX_PICTURES = 500;

const drawn = new Map<string, string>();

/** The picture for `key`, drawn by `draw` the first time (or again after it was let go). */
export function pictureOf(key: string, draw: () => string): string {
  const known = drawn.get(key);
  if (known !== undefined) return known;
  const picture = draw();
  if (drawn.size >= MAX_PICTURES) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, picture);
  return picture;
}

/** How many pictures are held (for the bound's test). */
export const picturesHeld = (): number => drawn.size;
