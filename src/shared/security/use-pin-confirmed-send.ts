import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../api';
import { Dialog } from '../ui/antd-popups';
import type { PinSheetError } from '../ui/pin-sheet';
import { provePinForSheet } from './prove-pin-for-sheet';

/** What the feature's answers may do with the screen while a send is settled. */
export type PinSendControl<Refusal> = {
  closeSheet: () => void;
  /** The bank's words under the PIN's boxes (the sheet stays as it is). */
  pinWrong: (error: PinSheetError) => void;
  /** The PIN sheet again, with the bank's words under the boxes (the PIN's session ran out...). */
  askPin: (error: PinSheetError) => void;
  /** A refusal the screen shows where it concerns. */
  refuse: (refusal: Refusal) => void;
};

/** The words the PIN sheet's dialogs take from the feature (its own i18n namespace). */
export type PinTexts = { attemptsLeft: (left: string) => string; ok: string };

/**
 * A money move confirmed with the PIN sheet (Instant Cash, repayment, checkout): one request at a time, and
 * a request whose answer was lost kept as it was sent, so a resend is exactly the same request and the bank
 * (which answers one session or order once) moves money once. `answered` and `refused` are the feature's:
 * where the person goes, and how the bank's refusals are shown.
 */
export function usePinConfirmedSend<Req, Res, Refusal = never>(options: {
  send: (body: Req) => Promise<Res>;
  answered: (result: Res, body: Req, control: PinSendControl<Refusal>) => Promise<void> | void;
  refused: (error: unknown, body: Req, control: PinSendControl<Refusal>) => Promise<void> | void;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pinError, setPinError] = useState<PinSheetError | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** Sent, but no answer came back (network, timeout): resend exactly this. */
  const [unanswered, setUnanswered] = useState<Req | null>(null);
  const mutation = useMutation({ mutationFn: options.send });
  /** One request at a time: a second tap while one is on its way sends nothing. */
  const inFlight = useRef(false);

  const control: PinSendControl<Refusal> = {
    closeSheet: () => setSheetOpen(false),
    pinWrong: setPinError,
    askPin: (error) => {
      setPinError(error);
      setSheetOpen(true);
    },
    refuse: setRefusal,
  };

  const send = async (body: Req) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRefusal(null);
    try {
      const result = await mutation.mutateAsync(body);
      setUnanswered(null);
      await options.answered(result, body, control);
    } catch (error) {
      if (isApiError(error) && error.kind !== 'code' && error.kind !== 'contract') {
        // No answer: whether it went is unknown; the same request again is safe (the bank answers once).
        setUnanswered(body);
        setSheetOpen(false);
        return;
      }
      setUnanswered(null);
      await options.refused(error, body, control);
    } finally {
      inFlight.current = false;
    }
  };

  /** The PIN proved for `scene`, then the request its session completes is sent. */
  const sendWithPin = async (
    scene: string,
    pin: string,
    texts: PinTexts,
    toBody: (session: string) => Req,
  ) => {
    setPinError(null);
    const proof = await provePinForSheet(scene, pin, texts.attemptsLeft);
    if (proof.kind === 'blocked') {
      setSheetOpen(false);
      void Dialog.alert({ content: proof.message, confirmText: texts.ok });
      return;
    }
    if (proof.kind === 'wrong') {
      setPinError(proof.error);
      return;
    }
    await send(toBody(proof.session));
  };

  return {
    send,
    sendWithPin,
    /** The PIN sheet, fresh; nothing while a request is on its way. */
    openSheet: () => {
      if (inFlight.current) return;
      setRefusal(null);
      setPinError(null);
      setSheetOpen(true);
    },
    /** Whether a request is on its way (read at the moment, not rendered). */
    isSending: () => inFlight.current,
    sheetOpen,
    closeSheet: control.closeSheet,
    pinError,
    setPinError,
    refusal,
    clearRefusal: () => setRefusal(null),
    unanswered,
    resend: () => (unanswered ? send(unanswered) : Promise.resolve()),
    /** A request on its way with the sheet closed (a resend, a virtual account). */
    sending: mutation.isPending && !sheetOpen,
  };
}
