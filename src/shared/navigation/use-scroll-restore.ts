import { useEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { SCROLL_SAVE_THROTTLE_MS, throttle } from '../lib/timing';

/** Where a route's list was scrolled to, for this tab of the browser only. */
export const scrollKeyOf = (route: string) => `scroll:${route}`;

/** The element that scrolls the list: the nearest scrolling ancestor (the stand-in's screen), else the page. */
function scrollerOf(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

function read(key: string): number {
  try {
    return Number(sessionStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

function write(key: string, top: number) {
  try {
    sessionStorage.setItem(key, String(Math.round(top)));
  } catch {
    // Storage refused (private mode, full): the list starts at the top next time, nothing worse.
  }
}

/**
 * A list that keeps its place: while the customer scrolls, the position is saved under the route (at most
 * every 300 ms, spec section 9, and once more as the list goes); coming back to the route (back, a POP)
 * scrolls there again once the list has its rows (`ready`). A fresh visit (PUSH, REPLACE) starts at the top.
 * Attach the answered ref to an element inside the list. A route with several lists (tabs) names each one
 * (`part`) and passes `ready` false for the ones not shown: each keeps its own place, and a hidden one neither
 * saves the page's scrolling as its own nor scrolls the page.
 */
export function useScrollRestore<T extends HTMLElement>(ready: boolean, part = ''): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  const key = scrollKeyOf(`${pathname}${search}${part ? `#${part}` : ''}`);
  const restored = useRef('');

  useEffect(() => {
    // Until the rows are there the ref may sit on a skeleton, or nowhere: its scroller is not known yet.
    if (!ready) return;
    const scroller = scrollerOf(ref.current);
    const target: HTMLElement | Window = scroller ?? window;
    const save = throttle((top: number) => write(key, top), SCROLL_SAVE_THROTTLE_MS, { trailing: true });
    const onScroll = () => save(scroller ? scroller.scrollTop : window.scrollY);
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      target.removeEventListener('scroll', onScroll);
      save.flush();
    };
  }, [key, ready]);

  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const top = type === NavigationType.Pop ? read(key) : 0;
    if (!top) return;
    const scroller = scrollerOf(ref.current);
    if (scroller) scroller.scrollTop = top;
    else window.scrollTo(0, top);
  }, [ready, type, key]);

  return ref;
}
