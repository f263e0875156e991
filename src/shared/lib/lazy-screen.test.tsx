// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { isChunkLoadError, lazyScreen } from './lazy-screen';

vi.mock('../../i18n', () => ({ loadTexts: vi.fn(() => Promise.resolve()) }));

class Catch extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>{isChunkLoadError(this.state.error) ? 'chunk failed' : 'other'}</p>
    ) : (
      this.props.children
    );
  }
}

// No Suspense boundary: a screen that suspended would render nothing here.
const mount = (Screen: ReturnType<typeof lazyScreen<object>>) =>
  render(
    <Catch>
      <Screen />
    </Catch>,
  );

/** A promise and the function that settles it, for a chunk that arrives when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('lazyScreen', () => {
  test('a preloaded screen fetches its chunk once: the render takes the same load', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>the screen</p> }));
    const Screen = lazyScreen(load);
    Screen.preload();
    Screen.preload();
    mount(Screen);
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a chunk that failed while preloading fails the screen with a chunk-load error', async () => {
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const Screen = lazyScreen(load);
    Screen.preload();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mount(Screen);
    expect(await screen.findByText('chunk failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a screen whose chunk and texts are there renders at once, without a skeleton on the way', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: () => <p>the screen</p> }));
    Screen.preload();
    // The chunk and the texts have come (both are settled promises): one turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The very first render is the screen: a screen that suspended would draw nothing here (no boundary),
    // and in the app React would hold it back for 300 ms.
    const view = within(mount(Screen).container);
    expect(view.getByText('the screen')).toBeTruthy();
    expect(view.queryByRole('status')).toBeNull();
  });

  test('a screen whose chunk is still on its way shows the page skeleton, then the screen', async () => {
    const chunk = deferred<{ default: () => ReactNode }>();
    const Screen = lazyScreen(() => chunk.promise);
    const view = within(mount(Screen).container);
    expect(view.getByRole('status')).toBeTruthy();
    chunk.resolve({ default: () => <p>the screen</p> });
    expect(await view.findByText('the screen')).toBeTruthy();
    expect(view.queryByRole('status')).toBeNull();
  });
});
