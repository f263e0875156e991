import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { OtpChannel } from '../../../contracts/entities/otp';
import { call } from '../../api';
import { endpoints } from './endpoints';
import { maskMobile } from '../../shared/lib/masking';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { failedPath, failedReasonOf, failureData } from './otp-errors';
import type { OtpParams } from './otp-params';
import { useOtpStore } from './otp-store';
import { isCode } from '../../api/is-code';

export type SendOutcome =
  /** A new code went out. */
  | { kind: 'sent'; channel: OtpChannel }
  /** The last code is still live: the bank refused a new one before the countdown ended. */
  | { kind: 'too-soon'; message: string }
  /** The bank wants a captcha first: the dialog is open. */
  | { kind: 'captcha' }
  /** Limit or lock: the flow moved to /otp/failed. */
  | { kind: 'failed' }
  /** Anything else: `error` holds it. */
  | { kind: 'error' };

interface SendVariables {
  channel: OtpChannel;
  captchaKey?: string;
}

/**
 * Asks the bank for a code (get/otp) and handles what it may answer: the countdown (secondsLeft), a
 * captcha, the daily limit and the lock. `onDone` runs after each attempt, also the one after a captcha.
 */
export function useSendOtp(
  params: OtpParams,
  phone: string | undefined,
  onDone: (outcome: SendOutcome) => void,
) {
  const nav = useAppNavigate();
  const setSent = useOtpStore((s) => s.setSent);
  const [captchaFor, setCaptchaFor] = useState<OtpChannel | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ channel, captchaKey }: SendVariables) =>
      call(endpoints.getOtp, {
        phone_no: phone ?? '',
        usage_id: params.usage,
        channel,
        ...(captchaKey ? { captcha_key: captchaKey } : {}),
      }),
  });

  const attempt = useCallback(
    async (variables: SendVariables): Promise<SendOutcome> => {
      if (!phone) return { kind: 'error' };
      setError(null);
      try {
        const data = await mutateAsync(variables);
        setSent({
          usage: params.usage,
          channel: data.channel,
          maskedPhone: data.phone_no,
          resendAt: Date.now() + Number(data.countdown) * 1000,
        });
        return { kind: 'sent', channel: data.channel };
      } catch (caught) {
        const reason = failedReasonOf(caught);
        if (reason) {
          nav.replace(failedPath(reason, params, caught));
          return { kind: 'failed' };
        }
        if (isCode(caught, 'OTP_RESEND_TOO_SOON')) {
          const previous = useOtpStore.getState().sent;
          const same = previous?.usage === params.usage;
          setSent({
            usage: params.usage,
            channel: same ? previous.channel : variables.channel,
            maskedPhone: same ? previous.maskedPhone : maskMobile(phone),
            resendAt: Date.now() + Number(failureData(caught).secondsLeft ?? 0) * 1000,
          });
          return { kind: 'too-soon', message: (caught as Error).message };
        }
        if (isCode(caught, 'CAPTCHA_REQUIRED')) {
          setCaptchaFor(variables.channel);
          return { kind: 'captcha' };
        }
        setError(caught);
        return { kind: 'error' };
      }
    },
    [phone, mutateAsync, setSent, params, nav],
  );

  const send = useCallback(
    (channel: OtpChannel) => {
      void attempt({ channel }).then(onDone);
    },
    [attempt, onDone],
  );

  const captcha = {
    visible: captchaFor !== null,
    onCancel: () => setCaptchaFor(null),
    onVerified: (captchaKey: string) => {
      const channel = captchaFor;
      setCaptchaFor(null);
      if (channel) void attempt({ channel, captchaKey }).then(onDone);
    },
  };

  return { send, sending: isPending, error, captcha };
}
