import { Dialog } from '../../shared/ui/antd-popups';
import { useTranslation } from 'react-i18next';
import { LOAN_APPLY_PIN_SCENE } from '../../../contracts/entities/credit';
import type { RequestOf } from '../../../contracts/endpoint';
import { call, isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { endpoints } from './endpoints';
import { usePinConfirmedSend } from '../../shared/security/use-pin-confirmed-send';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { amountPath, resultPath, type LoanChoice } from './paths';
import { useForgetCashFigures } from './use-cash-data';

export type ApplyLoanRequest = RequestOf<typeof endpoints.creditApplyLoan>;
type Quoted = Omit<ApplyLoanRequest, 'SESSION'>;

/**
 * Confirm with the PIN, then withdraw: password/validate (scene LOAN_APPLY, PIN sealed with a fresh
 * factor) hands out a session, and apply/loan is sent with it as SESSION. One confirmation, one SESSION:
 * a double tap or a resend after a lost answer books one loan (the bank answers the same SESSION once).
 */
export function useWithdraw(quoted: Quoted | null, choice: LoanChoice | null) {
  const { t } = useTranslation('instantCash');
  const nav = useAppNavigate();
  const forget = useForgetCashFigures();
  const withdraw = usePinConfirmedSend({
    send: (body: ApplyLoanRequest) => call(endpoints.creditApplyLoan, body),
    answered: async (result) => {
      await forget();
      nav.replace(resultPath(result.RECEIPT_NBR));
    },
    refused: (error, _body, control) => {
      if (isCode(error, 'SECURITY_SESSION_INVALID')) {
        // The PIN's session ran out before the withdrawal went: a new PIN gives a new one.
        control.askPin({ message: error.ret_msg });
        return;
      }
      // The bank refused the withdrawal itself (once a month, the offer changed...): back to the amount,
      // which shows the line as it is now.
      control.closeSheet();
      void Dialog.alert({
        content: isApiError(error) ? error.ret_msg : String(error),
        confirmText: t('pin.ok'),
        onConfirm: () => {
          void forget();
          nav.replace(amountPath(choice ?? undefined));
        },
      });
    },
  });

  const onPin = async (pin: string) => {
    if (!quoted) return;
    const texts = { attemptsLeft: (left: string) => t('pin.attemptsLeft', { left }), ok: t('pin.ok') };
    await withdraw.sendWithPin(LOAN_APPLY_PIN_SCENE, pin, texts, (session) => ({
      ...quoted,
      SESSION: session,
    }));
  };

  return {
    sheetOpen: withdraw.sheetOpen,
    open: withdraw.openSheet,
    close: withdraw.closeSheet,
    onPin,
    pinError: withdraw.pinError,
    unanswered: withdraw.unanswered,
    resend: withdraw.resend,
    resending: withdraw.sending,
  };
}
