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

/**
 * A lazily loaded screen (a chunk of its own), with the chunk-load timeout. It renders once its texts are
 * there too: every screen's (`rest`, the default), or only the landing's and the frame's (`landing`).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  texts: Exclude<TextPart, 'frame'> = 'rest',
) {
  return lazy(() =>
    withChunkTimeout(() => Promise.all([load(), loadTexts(texts)]).then(([screen]) => screen)),
  );
}
