import { createElement, useEffect, useState, type ComponentType } from 'react';
import { loadTexts, type TextPart } from '../../i18n';
import { PageSkeleton } from '../ui/page-skeleton';

/** Spec section 9: a chunk that has not loaded in 120000 ms counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    message,
  );
}

/** Loads with a timeout, turning a failed or hung script or stylesheet chunk into a ChunkLoadError. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Chunk load timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** A lazy screen, and a way to start fetching its chunk before it renders. */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the chunk (once) and the texts now: the screen the app opens on, while the frame still
   * starts. Called once the language is set.
   */
  preload: () => void;
};

/**
 * A lazily loaded screen (a chunk of its own), with the chunk-load timeout. It renders once its texts are
 * there too: every screen's (`rest`, the default), or only the landing's and the frame's (`landing`). The
 * chunk is fetched once: `preload` and the render share one load, so a chunk that fails fails the screen.
 *
 * Until then it shows the page skeleton itself instead of suspending (decision 0059): React holds a
 * Suspense boundary's content back until 300 ms after its fallback appeared, and a screen asks the bank only
 * once it is in place, so every screen opened that way waited that long before its first call.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  texts: Exclude<TextPart, 'frame'> = 'rest',
): LazyScreen<P> {
  let chunk: Promise<{ default: ComponentType<P> }> | undefined;
  let ready: ComponentType<P> | undefined;
  const loadOnce = () => (chunk ??= load());
  const loadAll = () =>
    Promise.all([loadOnce(), loadTexts(texts)]).then(([module]) => {
      ready = module.default;
      return module.default;
    });
  function Screen(props: P) {
    // What this mount drew, not `ready` read again: a preload can land between the render that drew the
    // skeleton and its effect, which must still switch this mount to the screen.
    const [state, setState] = useState<{ loaded?: ComponentType<P>; error?: Error }>(() => ({
      loaded: ready,
    }));
    useEffect(() => {
      if (state.loaded) return undefined;
      let live = true;
      withChunkTimeout(loadAll).then(
        (loaded) => live && setState({ loaded }),
        (error: unknown) => live && setState({ error: error as Error }),
      );
      return () => {
        live = false;
      };
    }, [state.loaded]);
    // The route's error boundary shows a chunk that failed or never came.
    if (state.error) throw state.error;
    return state.loaded ? createElement(state.loaded, props) : createElement(PageSkeleton);
  }
  return Object.assign(Screen, {
    // A failure is the render's to show (it awaits the same chunk); texts that failed are asked again then.
    preload: () => void loadAll().catch(() => undefined),
  });
}
