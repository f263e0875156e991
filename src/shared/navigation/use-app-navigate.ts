import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, type To } from 'react-router';
import { useNavigationDirection } from './direction-store';
import { ROUTES } from './routes';

/** push, replace and go, each recording the direction of travel. */
export function useAppNavigate() {
  // Outside a data router, `useNavigate` answers a new function at every location; the latest is kept so
  // these actions stay the same across navigations (effects that take them do not run again for it).
  const latest = useNavigate();
  const navigateRef = useRef(latest);
  useLayoutEffect(() => {
    navigateRef.current = latest;
  });
  const setDirection = useNavigationDirection((s) => s.set);
  const push = useCallback(
    (to: To) => {
      setDirection('positive');
      void navigateRef.current(to);
    },
    [setDirection],
  );
  const replace = useCallback(
    (to: To) => {
      setDirection('none');
      void navigateRef.current(to, { replace: true });
    },
    [setDirection],
  );
  const go = useCallback(
    (delta: number) => {
      setDirection(delta < 0 ? 'negative' : delta > 0 ? 'positive' : 'none');
      void navigateRef.current(delta);
    },
    [setDirection],
  );
  /** The default back action: replace the current route with Pay Later apply. */
  const back = useCallback(() => replace(ROUTES.PAY_LATER_APPLY), [replace]);
  return useMemo(() => ({ push, replace, go, back }), [push, replace, go, back]);
}
