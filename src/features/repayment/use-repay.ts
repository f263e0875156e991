import { useMutation } from '@tanstack/react-query';
import { Dialog } from '../../shared/ui/kit-popups';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestOf } from '../../../contracts/endpoint';
import { REPAY_PIN_SCENE } from '../../../contracts/entities/repay';
import { call, isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { endpoints } from './endpoints';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { provePinForSheet } from '../../shared/security/prove-pin-for-sheet';
import type { PinSheetError } from '../../shared/ui/pin-sheet';
import { resultPath, vaPath } from './paths';
import { useForgetRepayFigures } from './use-repay-data';

export type ApplyRepayRequest = RequestOf<typeof endpoints.creditApplyRepay>;
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
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pinError, setPinError] = useState<PinSheetError | null>(null);
  const [refusal, setRefusal] = useState<RepayRefusal | null>(null);
  /** Sent, but no answer came back (network, timeout): resend exactly this. */
  const [unanswered, setUnanswered] = useState<ApplyRepayRequest | null>(null);
  const apply = useMutation({
    mutationFn: (body: ApplyRepayRequest) => call(endpoints.creditApplyRepay, body),
  });

  /** One request at a time: a second tap while one is on its way sends nothing. */
  const inFlight = useRef(false);

  const send = async (body: ApplyRepayRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRefusal(null);
    try {
      const result = await apply.mutateAsync(body);
      setUnanswered(null);
      setSheetOpen(false);
      void forget();
      const awaitsTransfer = result.REPAY_TYPE === 'VA' && result.REPAY_STATUS === 'P';
      nav.replace(awaitsTransfer ? vaPath(result.BIZ_SEQ_NO) : resultPath(result.BIZ_SEQ_NO));
    } catch (error) {
      if (isApiError(error) && error.kind !== 'code' && error.kind !== 'contract') {
        setUnanswered(body);
        setSheetOpen(false);
        return;
      }
      setUnanswered(null);
      if (isCode(error, 'SECURITY_SESSION_INVALID')) {
        // The PIN's session ran out before the payment went: a new PIN gives a new one.
        setPinError({ message: error.ret_msg });
        setSheetOpen(true);
        return;
      }
      setSheetOpen(false);
      if (isCode(error, 'CREDIT_INSUFFICIENT_BALANCE')) {
        setRefusal({ at: 'balance', message: error.ret_msg });
        void forget();
        return;
      }
      if (options.amountField && isCode(error, 'CREDIT_REPAY_EXCEEDS_DUE')) {
        // Under the amount the person typed; the figures refresh, the amount stays as typed.
        setRefusal({ at: 'amount', message: error.ret_msg });
        void forget();
        return;
      }
      // Anything else (nothing due any more, a repayment processing, the loan changed): the bank's words,
      // then the screen shows the figures as they are now.
      const message = isApiError(error) ? error.ret_msg : String(error);
      void Dialog.alert({ content: message, confirmText: t('pin.ok'), onConfirm: () => void forget() });
    } finally {
      inFlight.current = false;
    }
  };

  const onPin = async (pin: string) => {
    if (!order) return;
    setPinError(null);
    const proof = await provePinForSheet(REPAY_PIN_SCENE, pin, (left) => t('pin.attemptsLeft', { left }));
    if (proof.kind === 'blocked') {
      setSheetOpen(false);
      void Dialog.alert({ content: proof.message, confirmText: t('pin.ok') });
      return;
    }
    if (proof.kind === 'wrong') {
      setPinError(proof.error);
      return;
    }
    await send({ ...order, REPAY_TYPE: 'BANK_CARD', session: proof.session });
  };

  /** The primary action: the PIN sheet for the balance, straight to the bank for a virtual account. */
  const confirm = (method: RepayMethod) => {
    if (!order || inFlight.current) return;
    setRefusal(null);
    if (method === 'BANK_CARD') {
      setPinError(null);
      setSheetOpen(true);
      return;
    }
    void send({ ...order, REPAY_TYPE: 'VA', session: requestId() });
  };

  return {
    confirm,
    sheetOpen,
    closeSheet: () => setSheetOpen(false),
    onPin,
    pinError,
    refusal,
    clearRefusal: () => setRefusal(null),
    sending: apply.isPending && !sheetOpen,
    unanswered,
    resend: () => (unanswered ? send(unanswered) : Promise.resolve()),
  };
}
