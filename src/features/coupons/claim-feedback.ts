import { Dialog, Toast } from '../../shared/ui/antd-popups';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';

/**
 * What a claim tells the customer: a toast when it worked; the bank's refusal (already claimed, none left,
 * not on offer...) in a dialog with one way on. Network failures have their own dialog (the API client's).
 */
export function useClaimFeedback() {
  const { t } = useTranslation('coupons');
  return {
    claimed: () => Toast.show({ content: t('claim.done'), position: 'bottom' }),
    refused: (error: unknown) => {
      if (isApiError(error) && error.kind === 'code') {
        void Dialog.alert({
          title: t('claim.refusedTitle'),
          content: error.ret_msg,
          confirmText: t('claim.refusedOk'),
        });
      } else if (isApiError(error) && error.kind === 'timeout') {
        Toast.show({ content: t('claim.timeout'), position: 'bottom' });
      }
    },
  };
}
