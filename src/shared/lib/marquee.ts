import type { KeyValueConfig } from '../../../contracts/entities/config';

/** Spec section 9: a swipe of 30 px moves the banner; it moves on by itself every 4 s, sliding for 2 s. */
export const MARQUEE_SWIPE_PX = 30;
export const MARQUEE_INTERVAL_MS = 4000;
export const MARQUEE_SLIDE_MS = 2000;

/** The module of kv-config/list whose keys are the announcements: '<n>.id' and '<n>.en' (decision 0035). */
export const ANNOUNCEMENT_MODULE = 'H5_ANNOUNCEMENT';

export interface Announcement {
  id: string;
  text: string;
}

/** The announcements of the bank's config in the reader's language, in the bank's order (by number). */
export function announcementsOf(list: readonly KeyValueConfig[], lang: string): Announcement[] {
  const suffix = lang.toLowerCase().startsWith('en') ? '.en' : '.id';
  return list
    .filter((c) => c.moduleId === ANNOUNCEMENT_MODULE && c.cfgKey.endsWith(suffix) && c.cfgValue.trim())
    .map((c) => ({ id: c.cfgKey.slice(0, -suffix.length), text: c.cfgValue.trim() }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** Which way a swipe of `dx` px moves the banner: 1 to the next, -1 back, 0 when shorter than 30 px. */
export function swipeStep(dx: number): -1 | 0 | 1 {
  if (Math.abs(dx) < MARQUEE_SWIPE_PX) return 0;
  return dx < 0 ? 1 : -1;
}

/** The index after moving `step` among `count` items, round the ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
