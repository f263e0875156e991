/** What a spot drawing shows (spot-art.tsx; the kit's glyphs for all but 'network' in spot-glyphs.tsx). */
export type SpotKind = 'network' | 'busy' | 'error' | 'not-found' | 'reload' | 'empty';
