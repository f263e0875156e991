import { SpinLoading, type PasscodeInputRef } from 'antd-mobile';
import { Toast } from '../../shared/ui/antd-popups';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { OtpChannel } from '../../../contracts/entities/otp';
import { call } from '../../api';
import { endpoints } from './endpoints';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { CaptchaDialog } from '../../shared/ui/captcha-dialog';
import { failedPath, failedReasonOf, failureData, messageOf } from './otp-errors';
import { otpPath, successPath, useOtpParams, type OtpParams } from './otp-params';
import { feedbackOfStatus, type Feedback } from './otp-status';
import { useOtpStore } from './otp-store';
import { useCountdown } from '../../shared/forms/use-countdown';
import { CODE_LENGTH, CodeBoxes, codeDigits } from '../../shared/forms/code-boxes';
import { useMemberPhone } from './use-member-phone';
import { useSendOtp, type SendOutcome } from './use-send-otp';
import { QueryFrame } from '../../shared/ui/query-frame';
import './otp.css';
import '../../shared/ui/screen.css';
import { isCode } from '../../api/is-code';

const other = (channel: OtpChannel): OtpChannel => (channel === 'WHATSAPP' ? 'SMS' : 'WHATSAPP');

/** Under the boxes: the check in progress, or what the last refused code left to say. */
function VerifyFeedback({
  pending,
  error,
  feedback,
}: {
  pending: boolean;
  error: string | null;
  feedback: Feedback | null;
}) {
  const { t } = useTranslation('otp');
  return (
    <div className="otp-feedback" id="otp-feedback">
      {pending ? (
        <p className="otp-progress" role="status">
          <SpinLoading style={{ '--size': '18px' }} aria-hidden="true" /> {t('verify.verifying')}
        </p>
      ) : error ? (
        <div role="alert">
          <p className="otp-error">{error}</p>
          {feedback?.attemptsLeft ? (
            <p className="otp-attempts" data-testid="otp-attempts-left">
              {feedback.attemptsLeft === 1
                ? t('verify.attemptsLeftOne')
                : t('verify.attemptsLeft', { attempts: feedback.attemptsLeft })}
            </p>
          ) : null}
          {feedback?.retryMinutes ? (
            <p className="otp-attempts">{t('verify.retryIn', { minutes: feedback.retryMinutes })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function VerifyCode({ params, phone }: { params: OtpParams; phone: string }) {
  const { t, i18n } = useTranslation('otp');
  const nav = useAppNavigate();
  const [, setSearch] = useSearchParams();
  const sent = useOtpStore((s) => (s.sent?.usage === params.usage ? s.sent : null));
  const setSent = useOtpStore((s) => s.setSent);
  const secondsLeft = useCountdown(sent?.resendAt ?? null);
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const boxes = useRef<PasscodeInputRef>(null);
  const userAsked = useRef(false);

  useBackHandler(useCallback(() => nav.replace(otpPath(ROUTES.OTP, params)), [nav, params]));

  const onSendDone = useCallback(
    (outcome: SendOutcome) => {
      const asked = userAsked.current;
      userAsked.current = false;
      if (outcome.kind === 'sent') {
        setFeedback(null);
        setCode('');
        setSearch((q) => ({ ...Object.fromEntries(q), channel: outcome.channel }), { replace: true });
        if (asked) Toast.show({ content: t('verify.resent', { channel: t(`channels.${outcome.channel}`) }) });
      }
      if (outcome.kind === 'too-soon' && asked) Toast.show({ content: outcome.message });
      boxes.current?.focus();
    },
    [setSearch, t],
  );
  const sender = useSendOtp(params, phone, onSendDone);

  // Opened without a code sent in this visit (a link, a reload): the bank says whether a code is live
  // (query/otp). A live one is shown as the bank holds it (where it went, its last answer, the
  // countdown); without one a code is sent; a lock goes to the failed screen.
  const arrived = useRef(false);
  const [checking, setChecking] = useState(!sent);
  const { send } = sender;
  useEffect(() => {
    if (sent || arrived.current) return;
    arrived.current = true;
    call(endpoints.queryOtp, { phone_no: phone, usage_id: params.usage })
      .then((status) => {
        if (status.live !== 'Y' || !status.channel) return send(params.channel);
        const channel = status.channel;
        setSent({
          usage: params.usage,
          channel,
          maskedPhone: status.phone_no,
          resendAt: Date.now() + Number(status.countdown) * 1000,
        });
        setFeedback(feedbackOfStatus(status, i18n.language));
        setSearch((q) => ({ ...Object.fromEntries(q), channel }), { replace: true });
      })
      .catch((error: unknown) => {
        const reason = failedReasonOf(error);
        if (reason) nav.replace(failedPath(reason, params, error));
        // Anything else: asking for a code says what is wrong, or works.
        else send(params.channel);
      })
      .finally(() => setChecking(false));
  }, [sent, send, params, phone, setSent, setSearch, nav, i18n.language]);

  const verify = useMutation({
    mutationFn: (value: string) =>
      call(endpoints.verifyOtp, { phone_no: phone, usage_id: params.usage, phone_check_num: value }),
  });

  const submit = (value: string) => {
    if (verify.isPending || value.length !== CODE_LENGTH) return;
    setFeedback(null);
    verify.mutate(value, {
      onSuccess: (data) => nav.replace(successPath(params.next, data.session)),
      onError: (error) => {
        const reason = failedReasonOf(error);
        if (reason) {
          nav.replace(failedPath(reason, params, error));
          return;
        }
        setCode('');
        const info = failureData(error);
        setFeedback({
          message: messageOf(error) ?? '',
          ...(isCode(error, 'OTP_WRONG') && info.attemptsLeft
            ? { attemptsLeft: Number(info.attemptsLeft) }
            : {}),
          ...(isCode(error, 'OTP_SYSTEM_ERROR') && info.retryAfterMinutes
            ? { retryMinutes: info.retryAfterMinutes }
            : {}),
        });
      },
    });
  };

  const change = (value: string) => {
    if (verify.isPending) return;
    setCode(codeDigits(value));
  };

  const resend = (channel: OtpChannel) => {
    userAsked.current = true;
    sender.send(channel);
  };

  const channel = sent?.channel ?? params.channel;
  const waiting = secondsLeft > 0;
  const error = feedback?.message ?? messageOf(sender.error);
  const describedBy = ['otp-sent-to', error ? 'otp-feedback' : ''].filter(Boolean).join(' ');

  return (
    <div className="step-screen otp otp--verify" data-testid="otp-verify">
      <section className="step-head otp-head" aria-labelledby="otp-verify-heading">
        <h2 id="otp-verify-heading">{t('verify.heading')}</h2>
        <p className="otp-head__body" id="otp-sent-to" aria-live="polite">
          {sent ? (
            <Trans
              t={t}
              i18nKey="verify.sentTo"
              values={{ channel: t(`channels.${channel}`), phone: t('phone', { phone: sent.maskedPhone }) }}
              components={{ b: <strong className="otp-nowrap" /> }}
            />
          ) : checking && !sender.sending ? (
            t('verify.checking')
          ) : (
            t('verify.sending')
          )}
        </p>
      </section>

      <CodeBoxes
        className="otp-code"
        boxesRef={boxes}
        code={code}
        onChange={change}
        onFill={submit}
        error={!!feedback}
        label={t('verify.codeLabel')}
        describedBy={describedBy}
        keyboardLabel={t('verify.keyboard')}
      />

      <VerifyFeedback pending={verify.isPending} error={error} feedback={feedback} />

      <div className="otp-resend">
        <p className="otp-resend__label">{t('verify.notReceived')}</p>
        <button
          type="button"
          className="otp-link"
          data-testid="otp-resend"
          disabled={waiting || sender.sending}
          onClick={() => resend(channel)}
        >
          {waiting ? t('verify.resendIn', { seconds: secondsLeft }) : t('verify.resend')}
        </button>
        <button
          type="button"
          className="otp-link"
          disabled={waiting || sender.sending || !sent}
          onClick={() => resend(other(channel))}
        >
          {t('verify.switchTo', { channel: t(`channels.${other(channel)}`) })}
        </button>
      </div>
      <CaptchaDialog {...sender.captcha} />
    </div>
  );
}

/** ROUTES.OTP_VERIFY: six boxes, auto-submit, attempts left when wrong, resend after the countdown. */
export default function VerifyPage() {
  const params = useOtpParams();
  const phone = useMemberPhone();
  return <QueryFrame query={phone}>{(data) => <VerifyCode params={params} phone={data} />}</QueryFrame>;
}
