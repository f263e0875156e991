import { useCallback } from 'react';
import { useBackHandler } from './page-chrome-store';
import { useAppNavigate } from './use-app-navigate';

/**
 * The bar's back button goes back in the app's own history when there is some (a screen opened from a
 * list returns to it), else replaces the screen with `fallback` (a link opened straight from outside).
 */
export function useBackOr(fallback: string): void {
  const nav = useAppNavigate();
  useBackHandler(
    useCallback(() => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) nav.go(-1);
      else nav.replace(fallback);
    }, [nav, fallback]),
  );
}
