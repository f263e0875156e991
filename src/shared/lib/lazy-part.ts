import { lazy, type ComponentType } from 'react';

/**
 * A part of the frame whose code loads when it is first shown (a dialog, a tester's tool), not with the first
 * screen. A part that cannot load shows nothing: the screen under it stays usable and says what went wrong.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const nothing: ComponentType<P> = () => null;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing }),
    ),
  );
}
