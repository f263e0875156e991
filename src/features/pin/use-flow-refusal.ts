import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { isBlocking, messageOf, showBlocking } from './flow-errors';

/**
 * A refusal of the bank in a PIN or password flow. One that stops the flow (locked, not set, the session
 * gone) empties the form by `reset` and goes to the caller's `onBlocked`, or is shown in a dialog that
 * leads back: null. Any other gives the words the flow shows where they concern.
 */
export function useFlowRefusal(onBlocked: ((error: ApiError) => void) | undefined) {
  const { t, i18n } = useTranslation('pin');
  const nav = useAppNavigate();
  return (error: unknown, reset: () => void): string | null => {
    if (isBlocking(error)) {
      reset();
      if (onBlocked) onBlocked(error);
      else showBlocking(error, t('dialog.ok'), nav.back);
      return null;
    }
    return messageOf(error, i18n.t('errors:unexpected.title'));
  };
}
