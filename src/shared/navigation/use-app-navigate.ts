import { useCallback, useMemo } from 'react';
import { useNavigate, type To } from 'react-router';
import { useNavigationDirection } from './direction-store';
import { ROUTES } from './routes';

/** push, replace and go, each recording the direction of travel. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const setDirection = useNavigationDirection((s) => s.set);
  const push = useCallback(
    (to: To) => {
      setDirection('positive');
      void navigate(to);
    },
    [navigate, setDirection],
  );
  const replace = useCallback(
    (to: To) => {
      setDirection('none');
      void navigate(to, { replace: true });
    },
    [navigate, setDirection],
  );
  const go = useCallback(
    (delta: number) => {
      setDirection(delta < 0 ? 'negative' : delta > 0 ? 'positive' : 'none');
      void navigate(delta);
    },
    [navigate, setDirection],
  );
  /** The default back action: replace the current route with Pay Later apply. */
  const back = useCallback(() => replace(ROUTES.PAY_LATER_APPLY), [replace]);
  return useMemo(() => ({ push, replace, go, back }), [push, replace, go, back]);
}
