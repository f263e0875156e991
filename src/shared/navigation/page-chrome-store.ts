import { useEffect } from 'react';
import { create } from 'zustand';
import type { NavBarConfig } from '../../bridge';

type PageBar = Partial<Omit<NavBarConfig, 'title'>>;

interface PageChrome {
  bar: PageBar;
  /** Back handlers of the pages on screen; the newest wins, else the default back action. */
  backHandlers: Array<() => void>;
}

export const usePageChrome = create<PageChrome>(() => ({ bar: {}, backHandlers: [] }));

/** How this page wants the native bar drawn (colours, actions, immersive...); the title comes from the route. */
export function useNavBar(bar: PageBar): void {
  const key = JSON.stringify(bar);
  useEffect(() => {
    usePageChrome.setState({ bar: JSON.parse(key) as PageBar });
    return () => usePageChrome.setState({ bar: {} });
  }, [key]);
}

/** Replace the default back action while this page is on screen (e.g. a retention dialog). */
export function useBackHandler(handler: () => void): void {
  useEffect(() => {
    usePageChrome.setState((s) => ({ backHandlers: [...s.backHandlers, handler] }));
    return () =>
      usePageChrome.setState((s) => ({ backHandlers: s.backHandlers.filter((h) => h !== handler) }));
  }, [handler]);
}
