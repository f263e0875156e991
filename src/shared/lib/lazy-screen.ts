import { lazy, type ComponentType } from 'react';
import { loadTexts, type TextPart } from '../../i18n';

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
export type LazyScreen<P extends object> = ReturnType<typeof lazy<ComponentType<P>>> & {
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
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  texts: Exclude<TextPart, 'frame'> = 'rest',
): LazyScreen<P> {
  let chunk: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (chunk ??= load());
  const screen = lazy(() =>
    withChunkTimeout(() => Promise.all([loadOnce(), loadTexts(texts)]).then(([module]) => module)),
  );
  return Object.assign(screen, {
    preload: () => {
      // A failure is the render's to show (it awaits the same promise); the texts are kept by i18n.
      loadOnce().catch(() => undefined);
      loadTexts(texts).catch(() => undefined);
    },
  });
}
