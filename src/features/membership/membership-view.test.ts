import { describe, expect, it } from 'vitest';
import { levelTrack, levelView, type Membership } from './membership-view';

const level = (mbrLevelId: '1' | '2' | '3', name: string, start: string, end: string) => ({
  mbrLevelId,
  mbrLevelName: name,
  accumStart: start,
  accumEnd: end,
  allRaiConfList: [],
});
const LEVELS = [
  level('3', 'Premium', '5000000', '-1'),
  level('1', 'Starter', '0', '1999999'),
  level('2', 'Advanced', '2000000', '4999999'),
];
const member = (accumSum: string, id: '1' | '2' | '3', accumEnd: string): Membership => ({
  accumSum,
  curMbrLevelId: id,
  accumEnd,
  mbrLevelName: LEVELS.find((l) => l.mbrLevelId === id)!.mbrLevelName,
  mbrLevelValid: '20261231',
  allLevelList: LEVELS,
});

describe('the membership level', () => {
  it('counts the points still needed for the next level', () => {
    const starter = levelView(member('1250000', '1', '1999999'));
    expect(starter).toMatchObject({ toNext: 750000, isTop: false, progress: 62 });
    expect(starter.current.mbrLevelName).toBe('Starter');
    expect(starter.next?.mbrLevelName).toBe('Advanced');
    const edge = levelView(member('1999999', '1', '1999999'));
    expect(edge.toNext).toBe(1);
    const advanced = levelView(member('3400000', '2', '4999999'));
    expect(advanced).toMatchObject({ toNext: 1600000, progress: 46 });
    expect(advanced.next?.mbrLevelName).toBe('Premium');
  });

  it('knows the top level: nothing more to collect', () => {
    const premium = levelView(member('6200000', '3', '-1'));
    expect(premium).toMatchObject({ isTop: true, toNext: 0, progress: 100, next: undefined });
    expect(premium.current.mbrLevelName).toBe('Premium');
  });

  it('marks where the member stands on the track, lowest level first', () => {
    const track = levelTrack(member('3400000', '2', '4999999'));
    expect(track.map((s) => [s.level.mbrLevelName, s.here, s.reached])).toEqual([
      ['Starter', false, true],
      ['Advanced', true, true],
      ['Premium', false, false],
    ]);
  });
});
