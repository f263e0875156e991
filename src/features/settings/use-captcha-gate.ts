import { useCallback, useState } from 'react';
import { isCode } from '../../api/is-code';

type Send = (captchaKey?: string) => Promise<void>;
interface Pending {
  send: Send;
  onLateError: (error: unknown) => void;
}

/**
 * The captcha step of a contact change: from the fourth code of a day the bank refuses to send one
 * (80433008) until a captcha is solved. `guard(send, onLateError)` sends; on that refusal it opens the
 * captcha dialog and, once solved, sends again with the verified key (a refusal of that send goes to
 * `onLateError`, as the first one would have gone to the caller).
 */
export function useCaptchaGate() {
  const [pending, setPending] = useState<Pending | null>(null);

  const guard = useCallback(async (send: Send, onLateError: (error: unknown) => void) => {
    try {
      await send();
    } catch (error) {
      if (!isCode(error, 'CAPTCHA_REQUIRED')) throw error;
      setPending({ send, onLateError });
    }
  }, []);

  const dialog = {
    visible: pending !== null,
    onCancel: () => setPending(null),
    onVerified: (key: string) => {
      setPending(null);
      pending?.send(key).catch(pending.onLateError);
    },
  };
  return { guard, dialog };
}
