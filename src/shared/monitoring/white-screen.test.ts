import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LABEL_LIMIT,
  WHITE_SCREEN_DELAYS,
  isBlank,
  samplePoints,
  truncateLabel,
  watchForWhiteScreen,
} from './white-screen';

const element = (wrapper: boolean) => ({ matches: () => wrapper }) as unknown as Element;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('white-screen monitor (spec section 9)', () => {
  it('samples 9 points each way through the middle', () => {
    const points = samplePoints(400, 800);
    expect(points).toHaveLength(18);
    expect(points.filter(([, y]) => y === 400)).toHaveLength(9 + 1); // 9 across, plus the vertical line's middle point
  });

  it('calls a page blank only when every point hits a wrapper', () => {
    expect(isBlank({ elementsFromPoint: () => [element(true)] }, 400, 800)).toBe(true);
    let n = 0;
    expect(isBlank({ elementsFromPoint: () => [element(n++ !== 5)] }, 400, 800)).toBe(false);
  });

  it('truncates labels to 230 characters', () => {
    expect(truncateLabel('x'.repeat(500))).toHaveLength(LABEL_LIMIT);
    expect(LABEL_LIMIT).toBe(230);
  });

  it('reports once, after the last delay, when the page stays blank', () => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { elementsFromPoint: () => [element(true)] });
    vi.stubGlobal('window', { innerWidth: 390, innerHeight: 844 });
    const onBlank = vi.fn();
    watchForWhiteScreen('/some/path', onBlank);
    const total = WHITE_SCREEN_DELAYS.reduce((a, b) => a + b, 0);
    expect(total).toBe(6000);
    vi.advanceTimersByTime(total - 1);
    expect(onBlank).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onBlank).toHaveBeenCalledWith('/some/path');
  });

  it('stops watching as soon as something is drawn', () => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { elementsFromPoint: () => [element(false)] });
    vi.stubGlobal('window', { innerWidth: 390, innerHeight: 844 });
    const onBlank = vi.fn();
    watchForWhiteScreen('/x', onBlank);
    vi.advanceTimersByTime(10_000);
    expect(onBlank).not.toHaveBeenCalled();
  });
});
