// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { SCROLL_SAVE_THROTTLE_MS } from '../lib/timing';
import { scrollKeyOf, useScrollRestore } from './use-scroll-restore';

const KEY = scrollKeyOf('/deals?type=food');

function List() {
  const ref = useScrollRestore<HTMLUListElement>(true);
  const navigate = useNavigate();
  return (
    <ul ref={ref}>
      <li>
        <button onClick={() => void navigate('/deal')}>open</button>
      </li>
    </ul>
  );
}

function Detail() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>back</button>;
}

/** The app in a scrolling screen, as the stand-in frame draws it. */
function renderApp() {
  render(
    <div data-testid="scroller" style={{ overflowY: 'auto', height: '200px' }}>
      <MemoryRouter initialEntries={['/home', '/deals?type=food']} initialIndex={1}>
        <Routes>
          <Route path="/deals" element={<List />} />
          <Route path="/deal" element={<Detail />} />
          <Route path="/home" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>
    </div>,
  );
  return screen.getByTestId('scroller');
}

function scrollTo(scroller: HTMLElement, top: number) {
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

describe('useScrollRestore (scroll save throttle 300 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test('saves the position under the route at most once per 300 ms, the last one included', () => {
    const scroller = renderApp();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    scrollTo(scroller, 100);
    scrollTo(scroller, 200);
    scrollTo(scroller, 300);
    expect(setItem.mock.calls).toEqual([[KEY, '100']]);
    act(() => vi.advanceTimersByTime(SCROLL_SAVE_THROTTLE_MS));
    expect(setItem.mock.calls).toEqual([
      [KEY, '100'],
      [KEY, '300'],
    ]);
    setItem.mockRestore();
  });

  test('back from a detail, the list is where the customer left it', () => {
    const scroller = renderApp();
    scrollTo(scroller, 640);
    act(() => vi.advanceTimersByTime(SCROLL_SAVE_THROTTLE_MS));
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    // The detail's own screen starts at the top.
    scroller.scrollTop = 0;
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByRole('button', { name: 'open' })).toBeTruthy();
    expect(scroller.scrollTop).toBe(640);
  });

  test('a fresh visit (push) starts at the top', () => {
    sessionStorage.setItem(KEY, '640');
    render(
      <div data-testid="scroller" style={{ overflowY: 'auto', height: '200px' }}>
        <MemoryRouter initialEntries={['/home']}>
          <Routes>
            <Route path="/home" element={<Go />} />
            <Route path="/deals" element={<List />} />
          </Routes>
        </MemoryRouter>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'deals' }));
    expect(screen.getByTestId('scroller').scrollTop).toBe(0);
  });
});

function Go() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/deals?type=food')}>deals</button>;
}

/** Two tabs of one route, both mounted, one shown: the history of bills. */
function Tabs({ shown }: { shown: 'A' | 'F' }) {
  return (
    <>
      <TabList part="A" shown={shown === 'A'} />
      <TabList part="F" shown={shown === 'F'} />
    </>
  );
}

function TabList({ part, shown }: { part: string; shown: boolean }) {
  const ref = useScrollRestore<HTMLUListElement>(shown, part);
  return <ul ref={ref} hidden={!shown} />;
}

describe('useScrollRestore with tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test("a tab shown for the first time does not take the other tab's place, and the hidden one saves nothing", () => {
    // Opened by its link (a POP), where one tab was scrolled before.
    sessionStorage.setItem(scrollKeyOf('/history#A'), '640');
    const view = (shown: 'A' | 'F') => (
      <div data-testid="scroller" style={{ overflowY: 'auto', height: '200px' }}>
        <MemoryRouter initialEntries={['/history']}>
          <Routes>
            <Route path="/history" element={<Tabs shown={shown} />} />
          </Routes>
        </MemoryRouter>
      </div>
    );
    const { rerender } = render(view('A'));
    const scroller = screen.getByTestId('scroller');
    expect(scroller.scrollTop).toBe(640);
    scroller.scrollTop = 0;
    rerender(view('F'));
    expect(scroller.scrollTop).toBe(0);
    scrollTo(scroller, 120);
    act(() => vi.advanceTimersByTime(SCROLL_SAVE_THROTTLE_MS));
    expect(sessionStorage.getItem(scrollKeyOf('/history#F'))).toBe('120');
    // The hidden tab kept its own place, not the shown one's scrolling.
    expect(sessionStorage.getItem(scrollKeyOf('/history#A'))).toBe('640');
  });
});
