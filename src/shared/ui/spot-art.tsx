import { useEffect, useState, type ReactNode } from 'react';
import './spot-art.css';

import type { SpotKind } from './spot-kind';

export type { SpotKind } from './spot-kind';

/** A wifi fan crossed out, drawn like the kit's outline icons (1em, currentColor). */
function NoSignal() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 9a14 14 0 0 1 19 0" />
      <path d="M5.8 12.4a9.3 9.3 0 0 1 12.4 0" />
      <path d="M9.1 15.8a4.6 4.6 0 0 1 5.8 0" />
      <circle cx="12" cy="19.2" r="1" fill="currentColor" stroke="none" />
      <path d="M4 3.5 20 20.5" />
    </svg>
  );
}

type KitGlyphs = typeof import('./spot-glyphs').KIT_GLYPHS;
let kitGlyphs: KitGlyphs | undefined;

/**
 * The kit's glyphs (about 5 KB gzipped) load with the first spot shown, not before the first paint: the
 * error panel is part of the frame (decision 0030). The art is decorative, so a glyph that cannot load
 * (offline) leaves the tile empty; the offline glyph itself is drawn here and never waits.
 */
function useGlyph(kind: SpotKind): ReactNode {
  const [glyphs, setGlyphs] = useState(kitGlyphs);
  useEffect(() => {
    if (glyphs || kind === 'network') return;
    let live = true;
    import('./spot-glyphs').then(
      (module) => {
        kitGlyphs = module.KIT_GLYPHS;
        if (live) setGlyphs(kitGlyphs);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [glyphs, kind]);
  return kind === 'network' ? <NoSignal /> : glyphs?.[kind];
}

/**
 * The app's spot illustration for empty, error and not-found screens: a white tile on a soft brand-tinted
 * disc with a few dots, the glyph in the brand red. Decorative: the title beside it says what happened.
 */
export function SpotArt({ kind, icon }: { kind: SpotKind; icon?: ReactNode }) {
  const glyph = useGlyph(kind);
  return (
    <span className={`spot-art spot-art--${kind}`} aria-hidden="true">
      <span className="spot-art__dot spot-art__dot--a" />
      <span className="spot-art__dot spot-art__dot--b" />
      <span className="spot-art__dot spot-art__dot--c" />
      <span className="spot-art__tile">{icon ?? glyph}</span>
    </span>
  );
}
