import { Dialog } from '../../shared/ui/antd-popups';
import { useTranslation } from 'react-i18next';
import type { RequestOf, ResponseOf } from '../../../contracts/endpoint';
import { REPAY_PIN_SCENE } from '../../../contracts/entities/repayment';
import { call, isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { endpoints } from './endpoints';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { usePinConfirmedSend } from '../../shared/security/use-pin-confirmed-send';
import { resultPath, vaPath } from './paths';
import { useForgetRepayFigures } from './use-repay-data';

export type ApplyRepayRequest = RequestOf<typeof endpoints.creditApplyRepay>;
type ApplyRepayResult = ResponseOf<typeof endpoints.creditApplyRepay>;
/** What is paid, before the method and its session are known. */
export type RepayOrder = Omit<ApplyRepayRequest, 'session' | 'REPAY_TYPE'>;
export type RepayMethod = ApplyRepayRequest['REPAY_TYPE'];

/** A fresh request id for one confirmation (a UUID; random hex where randomUUID is missing). */
function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** A refusal the pay screen shows where it concerns: at the method (balance) or at the amount. */
export type RepayRefusal = { at: 'balance' | 'amount'; message: string };

/**
 * Pay with the chosen method. From the balance (BANK_CARD): the PIN sheet, password/validate for scene
 * REPAY hands out a session, and apply/repay is sent with it. By virtual account: no PIN; the session is a
 * request id made once per confirmation. Either way one confirmation sends one session, so a double tap or
 * a resend after a lost answer moves money once (the bank answers the same session once).
 */
export function useRepay(order: RepayOrder | null, options: { amountField?: boolean } = {}) {
  const { t } = useTranslation('repayment');
  const nav = useAppNavigate();
  const forget = useForgetRepayFigures();
  const repay = usePinConfirmedSend<ApplyRepayRequest, ApplyRepayResult, RepayRefusal>({
    send: (body) => call(endpoints.creditApplyRepay, body),
    answered: (result, _body, control) => {
      control.closeSheet();
      void forget();
      const awaitsTransfer = result.REPAY_TYPE === 'VA' && result.REPAY_STATUS === 'P';
      nav.replace(awaitsTransfer ? vaPath(result.BIZ_SEQ_NO) : resultPath(result.BIZ_SEQ_NO));
    },
    refused: (error, _body, control) => {
      if (isCode(error, 'SECURITY_SESSION_INVALID')) {
        // The PIN's session ran out before the payment went: a new PIN gives a new one.
        control.askPin({ message: error.ret_msg });
        return;
      }
      control.closeSheet();
      if (isCode(error, 'CREDIT_INSUFFICIENT_BALANCE')) {
        control.refuse({ at: 'balance', message: error.ret_msg });
        void forget();
        return;
      }
      if (options.amountField && isCode(error, 'CREDIT_REPAY_EXCEEDS_DUE')) {
        // Under the amount the person typed; the figures refresh, the amount stays as typed.
        control.refuse({ at: 'amount', message: error.ret_msg });
        void forget();
        return;
      }
      // Anything else (nothing due any more, a repayment processing, the loan changed): the bank's words,
      // then the screen shows the figures as they are now.
      const message = isApiError(error) ? error.ret_msg : String(error);
      void Dialog.alert({ content: message, confirmText: t('pin.ok'), onConfirm: () => void forget() });
    },
  });

  const onPin = async (pin: string) => {
    if (!order) return;
    const texts = { attemptsLeft: (left: string) => t('pin.attemptsLeft', { left }), ok: t('pin.ok') };
    await repay.sendWithPin(REPAY_PIN_SCENE, pin, texts, (session) => ({
      ...order,
      REPAY_TYPE: 'BANK_CARD',
      session,
    }));
  };

  /** The primary action: the PIN sheet for the balance, straight to the bank for a virtual account. */
  const confirm = (method: RepayMethod) => {
    if (!order || repay.isSending()) return;
    if (method === 'BANK_CARD') {
      repay.openSheet();
      return;
    }
    void repay.send({ ...order, REPAY_TYPE: 'VA', session: requestId() });
  };

  return {
    confirm,
    sheetOpen: repay.sheetOpen,
    closeSheet: repay.closeSheet,
    onPin,
    pinError: repay.pinError,
    refusal: repay.refusal,
    clearRefusal: repay.clearRefusal,
    sending: repay.sending,
    unanswered: repay.unanswered,
    resend: repay.resend,
  };
}
