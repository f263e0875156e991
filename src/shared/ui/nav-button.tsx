import { useAppNavigate } from '../navigation/use-app-navigate';
import type { NavProps } from './app-link';

/**
 * A button (not a link: no address to share or open elsewhere) that moves to another screen through the
 * app's navigation, so the direction of travel is kept.
 */
export function NavButton({ to, children, className, testId, label }: NavProps) {
  const nav = useAppNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={() => nav.push(to)}
      data-testid={testId}
      aria-label={label}
    >
      {children}
    </button>
  );
}
