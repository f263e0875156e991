import { useMutation } from '@tanstack/react-query';
import { Dialog } from '../../shared/ui/kit-popups';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_APPLY_PIN_SCENE } from '../../../contracts/entities/credit';
import type { RequestOf } from '../../../contracts/endpoint';
import { call, isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { endpoints } from './endpoints';
import { provePinForSheet } from '../../shared/security/prove-pin-for-sheet';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import type { PinSheetError } from '../../shared/ui/pin-sheet';
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
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pinError, setPinError] = useState<PinSheetError | null>(null);
  /** Sent, but no answer came back (network, timeout): resend exactly this. */
  const [unanswered, setUnanswered] = useState<ApplyLoanRequest | null>(null);
  const apply = useMutation({
    mutationFn: (body: ApplyLoanRequest) => call(endpoints.creditApplyLoan, body),
  });

  const refuse = (message: string, then?: () => void) => {
    setSheetOpen(false);
    void Dialog.alert({ content: message, confirmText: t('pin.ok'), onConfirm: then });
  };

  const send = async (body: ApplyLoanRequest) => {
    try {
      const result = await apply.mutateAsync(body);
      setUnanswered(null);
      await forget();
      nav.replace(resultPath(result.RECEIPT_NBR));
    } catch (error) {
      if (isApiError(error) && error.kind !== 'code' && error.kind !== 'contract') {
        setUnanswered(body);
        setSheetOpen(false);
        return;
      }
      setUnanswered(null);
      if (isCode(error, 'SECURITY_SESSION_INVALID')) {
        // The PIN's session ran out before the withdrawal went: a new PIN gives a new one.
        setPinError({ message: error.ret_msg });
        setSheetOpen(true);
        return;
      }
      // The bank refused the withdrawal itself (once a month, the offer changed...): back to the amount,
      // which shows the line as it is now.
      const message = isApiError(error) ? error.ret_msg : String(error);
      refuse(message, () => {
        void forget();
        nav.replace(amountPath(choice ?? undefined));
      });
    }
  };

  const onPin = async (pin: string) => {
    if (!quoted) return;
    setPinError(null);
    const proof = await provePinForSheet(LOAN_APPLY_PIN_SCENE, pin, (left) =>
      t('pin.attemptsLeft', { left }),
    );
    if (proof.kind === 'blocked') {
      refuse(proof.message);
      return;
    }
    if (proof.kind === 'wrong') {
      setPinError(proof.error);
      return;
    }
    await send({ ...quoted, SESSION: proof.session });
  };

  return {
    sheetOpen,
    open: () => {
      setPinError(null);
      setSheetOpen(true);
    },
    close: () => setSheetOpen(false),
    onPin,
    pinError,
    unanswered,
    resend: () => (unanswered ? send(unanswered) : Promise.resolve()),
    resending: apply.isPending && !sheetOpen,
  };
}
