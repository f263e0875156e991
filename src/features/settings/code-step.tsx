import { SpinLoading, type PasscodeInputRef } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { CODE_LENGTH, CodeBoxes, codeDigits } from '../../shared/forms/code-boxes';
import { useCountdown } from '../../shared/forms/use-countdown';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../shared/ui/text-link';
import type { CodeFeedback } from './contact-view';

interface CodeStepProps {
  heading: string;
  /** Where the code went, e.g. "Kode 6 digit sudah dikirim ke bu*****@contoh.co.id." */
  sentTo: ReactNode;
  /** When a new code may be asked for (client ms). */
  resendAt: number;
  resending: boolean;
  onResend: () => void;
  /** The refusal of the last code (or of a resend), under the boxes. */
  feedback: CodeFeedback | null;
  /** Called once with the six digits (auto-submit); the boxes are emptied when it settles. */
  onComplete: (code: string) => Promise<unknown>;
  /** Send by the other channel (WhatsApp or SMS), after the countdown like a resend. */
  switchChannel?: { label: string; onClick: () => void };
  /** Back to the form to correct the address. */
  edit: { label: string; onClick: () => void };
}

/**
 * The verification step of a contact change (UX.md "OTP"): where the code went, six boxes with the number
 * keyboard (paste and a hardware keyboard work too), auto-submit, attempts left when wrong, and the
 * countdown to resend.
 */
export function CodeStep({
  heading,
  sentTo,
  resendAt,
  resending,
  onResend,
  feedback,
  onComplete,
  switchChannel,
  edit,
}: CodeStepProps) {
  const { t } = useTranslation('settings');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // The feedback belongs to the code just refused: it goes once the user types again.
  const [dismissed, setDismissed] = useState<CodeFeedback | null>(null);
  const boxes = useRef<PasscodeInputRef>(null);
  const secondsLeft = useCountdown(resendAt);

  const change = (value: string) => {
    if (busy) return;
    setCode(codeDigits(value));
    if (value && feedback) setDismissed(feedback);
  };

  const submit = (value: string) => {
    if (busy || value.length !== CODE_LENGTH) return;
    setBusy(true);
    void onComplete(value)
      .catch(() => undefined)
      .finally(() => {
        setCode('');
        setBusy(false);
        boxes.current?.focus();
      });
  };

  const shown = feedback && feedback !== dismissed && !busy ? feedback : null;
  const waiting = secondsLeft > 0;
  return (
    <div className="settings-code" data-testid="settings-code">
      <section className="settings-code__head" aria-labelledby="settings-code-heading">
        <h2 id="settings-code-heading">{heading}</h2>
        <p id="settings-code-sent" aria-live="polite">
          {sentTo}
        </p>
      </section>
      <CodeBoxes
        className="settings-code__boxes"
        boxesRef={boxes}
        code={code}
        onChange={change}
        onFill={submit}
        error={!!shown}
        label={t('code.boxes')}
        describedBy={shown ? 'settings-code-sent settings-code-feedback' : 'settings-code-sent'}
        keyboardLabel={t('code.keyboard')}
      />
      <div className="settings-code__feedback" id="settings-code-feedback">
        {busy ? (
          <p className="settings-code__busy" role="status">
            <SpinLoading style={{ '--size': '18px' }} aria-hidden="true" /> {t('code.verifying')}
          </p>
        ) : shown ? (
          <div role="alert">
            <p className="settings-code__error">{shown.message}</p>
            {shown.attemptsLeft ? (
              <p className="settings-code__detail" data-testid="settings-code-attempts">
                {shown.attemptsLeft === 1
                  ? t('code.attemptsLeftOne')
                  : t('code.attemptsLeft', { count: shown.attemptsLeft })}
              </p>
            ) : null}
            {shown.retryMinutes ? (
              <p className="settings-code__detail">{t('code.retryIn', { minutes: shown.retryMinutes })}</p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="settings-code__resend">
        <p>{t('code.notReceived')}</p>
        <button
          type="button"
          className="plain-button settings-code__link"
          data-testid="settings-code-resend"
          disabled={waiting || resending}
          onClick={onResend}
        >
          {waiting ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
        </button>
        {switchChannel ? (
          <button
            type="button"
            className="plain-button settings-code__link"
            disabled={waiting || resending}
            onClick={switchChannel.onClick}
          >
            {switchChannel.label}
          </button>
        ) : null}
      </div>
      <TextLink onClick={edit.onClick} testId="settings-code-edit">
        {edit.label}
      </TextLink>
    </div>
  );
}
