// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
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

const mount = (Screen: ReturnType<typeof lazyScreen<object>>) =>
  render(
    <Catch>
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>
    </Catch>,
  );

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
});
