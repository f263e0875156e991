import { useSyncExternalStore } from 'react';

/** antd's `lg` breakpoint: below it the dashboard lays out for a phone or a narrow window. */
const WIDE = '(min-width: 992px)';

const subscribe = (notify: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};
const isNarrow = () => !window.matchMedia(WIDE).matches;

/**
 * A phone or a narrow window (issue 40): the menu moves into a drawer, forms stack, tables keep their key
 * columns. Read at once (antd's Grid.useBreakpoint answers only after a first render); where only spacing
 * changes, dashboard.css's media queries do it instead.
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow);
}
