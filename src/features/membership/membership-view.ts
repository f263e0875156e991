import type { ResponseOf } from '../../../contracts/endpoint';
import type { endpoints } from './endpoints';

export type Membership = ResponseOf<typeof endpoints.membershipLevels>;
export type MemberLevel = Membership['allLevelList'][number];

export interface LevelView {
  current: MemberLevel;
  /** The level after the current one; none at the top. */
  next: MemberLevel | undefined;
  accumSum: number;
  /** Points still needed for the next level (accumEnd - accumSum + 1); 0 at the top. */
  toNext: number;
  /** How far through the current level, 0 to 100; 100 at the top. */
  progress: number;
  isTop: boolean;
}

/**
 * The member's place among the levels, from the bank's answer (spec section 9: Starter 0 to 1.999.999,
 * Advanced 2.000.000 to 4.999.999, Premium from 5.000.000; accumEnd -1 marks the top level).
 */
export function levelView(membership: Membership): LevelView {
  const levels = [...membership.allLevelList].sort((a, b) => Number(a.accumStart) - Number(b.accumStart));
  const index = Math.max(
    0,
    levels.findIndex((l) => l.mbrLevelId === membership.curMbrLevelId),
  );
  const current = levels[index]!;
  const next = levels[index + 1];
  const accumSum = Number(membership.accumSum);
  const isTop = membership.accumEnd === '-1' || !next;
  const end = Number(membership.accumEnd);
  const start = Number(current.accumStart);
  const toNext = isTop ? 0 : Math.max(0, end - accumSum + 1);
  const span = end + 1 - start;
  const progress = isTop ? 100 : Math.min(100, Math.max(0, Math.floor(((accumSum - start) / span) * 100)));
  return { current, next: isTop ? undefined : next, accumSum, toNext, progress, isTop };
}

/** The levels lowest first, each marked where the member stands. */
export function levelTrack(membership: Membership) {
  return [...membership.allLevelList]
    .sort((a, b) => Number(a.accumStart) - Number(b.accumStart))
    .map((level) => ({
      level,
      here: level.mbrLevelId === membership.curMbrLevelId,
      reached: Number(level.accumStart) <= Number(membership.accumSum),
    }));
}
