import { Dialog, Toast } from '../../shared/ui/antd-popups';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { operate } from './vb-api';
import { showCallError } from './vb-errors';
import { VB_ROUTES } from './vb-paths';

/**
 * vb.cancel-confirm: leaving the queue (or ending the call) asks first; confirmed, the bank is told
 * (opType 2, leave queue) and the user is back at the start.
 */
export function useLeave(sessionId: string, inCall: boolean) {
  const { t } = useTranslation('videoBanking');
  const nav = useAppNavigate();
  const leave = useMutation({
    mutationFn: () => operate(sessionId, '2'),
    onSuccess: () => {
      Toast.show({ content: inCall ? t('hangUp.done') : t('leave.done') });
      nav.replace(VB_ROUTES.START);
    },
    onError: (error) => showCallError(error),
  });
  const { mutate } = leave;
  const ask = useCallback(() => {
    const title = inCall ? t('hangUp.title') : t('leave.title');
    void Dialog.confirm({
      'aria-label': title,
      title,
      content: inCall ? t('hangUp.body') : t('leave.body'),
      confirmText: inCall ? t('hangUp.confirm') : t('leave.confirm'),
      cancelText: inCall ? t('hangUp.cancel') : t('leave.cancel'),
      onConfirm: () => mutate(),
    });
  }, [inCall, mutate, t]);
  return { ask, leaving: leave.isPending };
}
