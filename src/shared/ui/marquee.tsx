import { PlayOutline, SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MARQUEE_INTERVAL_MS,
  MARQUEE_SLIDE_MS,
  stepIndex,
  swipeStep,
  type Announcement,
} from '../lib/marquee';
import './marquee.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the device asks for reduced motion, following changes while the screen is open. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

interface Props {
  items: readonly Announcement[];
  /** What the banner is, for screen readers ("Pengumuman"). */
  label: string;
  testId?: string;
}

/**
 * The marquee banner of spec section 2: one announcement at a time, moving on every 4 s with a 2 s slide, a
 * 30 px swipe either way (section 9). It holds still when the device asks for reduced motion, and while a
 * control inside has focus; the pause button stops it (WCAG 2.2.2). Screen readers hear each slide as
 * "n of m" and, once it is paused, its text as it changes.
 */
export function Marquee({ items, label, testId = 'marquee' }: Props) {
  const { t } = useTranslation('common');
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(reduced);
  const [focused, setFocused] = useState(false);
  const start = useRef<number | null>(null);
  const count = items.length;
  const running = count > 1 && !paused && !reduced && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => stepIndex(i, 1, count)), MARQUEE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [running, index, count]);

  if (count === 0) return null;
  const shown = Math.min(index, count - 1);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const step = swipeStep(event.clientX - start.current);
    start.current = null;
    if (step) setIndex((i) => stepIndex(i, step, count));
  };

  return (
    <section
      className="marquee"
      aria-roledescription={t('marquee.role')}
      aria-label={label}
      data-testid={testId}
      data-index={shown}
      data-running={running}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <SoundOutline className="marquee__icon" aria-hidden="true" />
      <div
        className="marquee__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <div
          className="marquee__track"
          aria-live={running ? 'off' : 'polite'}
          style={{
            transform: `translateX(-${shown * 100}%)`,
            transitionDuration: reduced ? '0ms' : `${MARQUEE_SLIDE_MS}ms`,
          }}
        >
          {items.map((item, i) => (
            <div
              key={item.id}
              className="marquee__item"
              role="group"
              aria-roledescription={t('marquee.slide')}
              aria-label={t('marquee.position', { n: i + 1, count })}
              aria-hidden={i === shown ? undefined : true}
              data-testid={i === shown ? `${testId}-current` : undefined}
            >
              {item.text}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <button
          type="button"
          className="marquee__pause"
          data-testid={`${testId}-pause`}
          aria-label={paused || reduced ? t('marquee.play') : t('marquee.pause')}
          onClick={() => setPaused((p) => (reduced ? false : !p))}
        >
          {paused || reduced ? (
            <PlayOutline aria-hidden="true" />
          ) : (
            <span className="marquee__bars" aria-hidden="true" />
          )}
        </button>
      ) : null}
    </section>
  );
}
