import { Dialog, Toast } from '../../shared/ui/antd-popups';
import { isApiError } from '../../api';
import { i18n } from '../../i18n';

/**
 * A refused call that stops what the user asked for: the bank's own words (in the user's language) in a
 * dialog with one way forward; a dropped or slow connection as a toast (the network dialog of section 8
 * already speaks for a call that failed without a ret_code).
 */
export function showCallError(error: unknown): void {
  const t = i18n.t;
  if (!isApiError(error)) {
    Toast.show({ content: t('errors:unexpected.title') });
    return;
  }
  switch (error.kind) {
    case 'network':
      return;
    case 'offline':
      Toast.show({ content: t('errors:offline.title') });
      return;
    case 'timeout':
      Toast.show({ content: t('errors:timeout.title') });
      return;
    default:
      void Dialog.alert({
        'aria-label': t('errors:cannotProcess.title'),
        title: t('errors:cannotProcess.title'),
        content: error.ret_msg,
        confirmText: t('common:ok'),
      });
  }
}

/** Field errors the bank answered for a refused request (`ret_data.issues`, texts already translated). */
export function bankIssues(error: unknown): Array<{ path: string; message: string }> {
  const issues = isApiError(error) ? (error.ret_data as { issues?: unknown } | null)?.issues : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is { path: string; message: string } =>
      typeof (i as { path?: unknown }).path === 'string' &&
      typeof (i as { message?: unknown }).message === 'string',
  );
}
