import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Dialog, Toast } from '../../shared/ui/kit-popups';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_EMAIL_BIZ_TYPE,
  EmailChangeFormSchema,
  type EmailChangeForm,
} from '../../../contracts/entities/settings';
import { call, isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { endpoints } from './endpoints';
import { errorText } from '../../shared/forms/form-field';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { ErrorState } from '../../shared/ui/error-state';
import { Outcome } from '../../shared/ui/outcome';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { Card, Screen } from '../../shared/ui/screen';
import { CaptchaDialog } from '../../shared/ui/captcha-dialog';
import { CodeStep } from './code-step';
import { useCaptchaGate } from './use-captcha-gate';
import { ContactField } from './contact-field';
import {
  codeFeedbackOf,
  fieldMessageOf,
  isFieldRefusal,
  secondsLeftOf,
  type CodeFeedback,
} from './contact-view';
import { useForgetMember, useMember } from './use-contact';
import './settings.css';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';

/** The code that went out: to which email (as typed and as the bank masked it), and when to resend. */
interface Sent {
  email: string;
  masked: string;
  resendAt: number;
}

type Step = 'form' | 'code' | 'done';

/** Shown under a field: the form's rule (a RULE_MESSAGES key) or the bank's words. */
type FieldError = { message: string } | null;

interface EmailFormProps {
  current: string;
  defaults: EmailChangeForm;
  bankError: FieldError;
  onSend: (email: string) => Promise<void>;
}

/** The new email, typed twice (spec section 5), then a code is sent to it. */
function EmailForm({ current, defaults, bankError, onSend }: EmailFormProps) {
  const { t, i18n } = useTranslation('settings');
  const { control, handleSubmit, setError, formState } = useForm<EmailChangeForm>({
    resolver: zodResolver(EmailChangeFormSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  // A refusal that came after the code (the email taken meanwhile) is shown where it belongs.
  useEffect(() => {
    if (bankError) setError('newEmail', { type: 'bank', message: bankError.message }, { shouldFocus: true });
  }, [bankError, setError]);
  const send = useMutation({
    mutationFn: (form: EmailChangeForm) => onSend(form.newEmail.toLowerCase()),
    onError: (error) => {
      if (isFieldRefusal(error)) {
        setError('newEmail', { type: 'bank', message: fieldMessageOf(error) }, { shouldFocus: true });
        return;
      }
      // Sends used up or locked for today: the bank's words; a lost connection has its own dialog.
      if (isApiError(error) && error.kind === 'code') {
        void Dialog.alert({ content: error.ret_msg, confirmText: t('ok') });
      }
    },
  });
  const sendOnce = useThrottledAction((form: EmailChangeForm) => send.mutateAsync(form));
  const submit = () => void handleSubmit(sendOnce)();
  const errorOf = (name: keyof EmailChangeForm) => errorText(formState.errors[name], i18n.language);

  return (
    <Screen testId="settings-email" className="settings">
      <Card title={t('email.current')}>
        <p className="settings-value" data-testid="settings-current-email">
          {current}
        </p>
      </Card>
      <form
        noValidate
        aria-labelledby="settings-email-heading"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <section className="card settings-form" aria-labelledby="settings-email-heading">
          <h2 id="settings-email-heading" className="card__title">
            {t('email.heading')}
          </h2>
          <p className="settings-form__body">{t('email.body')}</p>
          <ContactField
            control={control}
            name="newEmail"
            id="settings-new-email"
            label={t('email.newEmail')}
            error={errorOf('newEmail')}
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
          <ContactField
            control={control}
            name="confirmEmail"
            id="settings-confirm-email"
            label={t('email.confirmEmail')}
            hint={t('email.confirmHint')}
            error={errorOf('confirmEmail')}
            inputMode="email"
            autoComplete="off"
            maxLength={254}
          />
        </section>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      <BottomAction onClick={submit} loading={send.isPending} testId="settings-email-submit">
        {t('email.submit')}
      </BottomAction>
    </Screen>
  );
}

/**
 * ROUTES.SETTINGS_EMAIL: the new email typed twice; a code to it (email/get/otp, bizType 4001002); the
 * code checked (email/verify/otp) and its session proves the change (change/user_info). An email registered
 * with another phone, or the current one, is refused under the field.
 */
export default function EmailPage() {
  const { t } = useTranslation('settings');
  const nav = useAppNavigate();
  const member = useMember();
  const forget = useForgetMember();
  const [step, setStep] = useState<Step>('form');
  const [sent, setSent] = useState<Sent | null>(null);
  const [feedback, setFeedback] = useState<CodeFeedback | null>(null);
  const [fieldError, setFieldError] = useState<FieldError>(null);
  const [resending, setResending] = useState(false);

  useBackHandler(
    useCallback(() => {
      if (step === 'code') setStep('form');
      else nav.replace(ROUTES.SETTINGS);
    }, [nav, step]),
  );

  const captcha = useCaptchaGate();

  const sendTo = async (email: string, captchaKey?: string) => {
    const answer = await call(endpoints.getEmailOtp, {
      email,
      bizType: CHANGE_EMAIL_BIZ_TYPE,
      ...(captchaKey ? { captcha_key: captchaKey } : {}),
    });
    setSent({ email, masked: answer.email, resendAt: Date.now() + Number(answer.countdown) * 1000 });
    setFeedback(null);
  };

  const onSend = async (email: string) => {
    setFieldError(null);
    // The code sent to this email a moment ago still stands: no new one before the countdown ends.
    if (sent && sent.email === email && Date.now() < sent.resendAt) {
      setStep('code');
      return;
    }
    await captcha.guard(
      async (key) => {
        await sendTo(email, key);
        setStep('code');
      },
      (error) => setFieldError({ message: isApiError(error) ? error.ret_msg : '' }),
    );
  };

  const resend = async () => {
    if (!sent) return;
    setResending(true);
    const refused = (error: unknown) => {
      const seconds = secondsLeftOf(error);
      if (seconds !== null) setSent({ ...sent, resendAt: Date.now() + seconds * 1000 });
      setFeedback(codeFeedbackOf(error));
    };
    try {
      await captcha.guard(async (key) => {
        await sendTo(sent.email, key);
        Toast.show({ content: t('code.resent') });
      }, refused);
    } catch (error) {
      refused(error);
    } finally {
      setResending(false);
    }
  };

  const verify = async (code: string) => {
    if (!sent) return;
    setFeedback(null);
    try {
      const proof = await call(endpoints.verifyEmailOtp, {
        email: sent.email,
        bizType: CHANGE_EMAIL_BIZ_TYPE,
        otp: code,
      });
      await call(endpoints.changeUserInfo, { newEmail: sent.email, session: proof.session });
      await forget();
      setStep('done');
    } catch (error) {
      if (isCode(error, 'EMAIL_REGISTERED_OTHER_PHONE', 'CONTACT_UNCHANGED')) {
        setFieldError({ message: error.ret_msg });
        setStep('form');
        return;
      }
      setFeedback(codeFeedbackOf(error));
    }
  };

  if (member.isPending) return <PageSkeleton />;
  if (member.error) return <ErrorState error={member.error} onRetry={() => void member.refetch()} />;

  if (step === 'done' && sent) {
    return (
      <Outcome
        testId="settings-email-done"
        status="success"
        icon={<CheckCircleFill />}
        title={t('email.doneTitle')}
        body={t('email.doneBody', { email: sent.email })}
        action={{
          label: t('viewProfile'),
          onClick: () => nav.replace(ROUTES.SETTINGS_PROFILE),
          testId: 'settings-view-profile',
        }}
      />
    );
  }

  if (step === 'code' && sent) {
    return (
      <>
        <CodeStep
          heading={t('code.heading')}
          sentTo={t('code.sentTo', { to: sent.masked })}
          resendAt={sent.resendAt}
          resending={resending}
          onResend={() => void resend()}
          feedback={feedback}
          onComplete={verify}
          edit={{ label: t('code.editEmail'), onClick: () => setStep('form') }}
        />
        <CaptchaDialog {...captcha.dialog} />
      </>
    );
  }

  return (
    <>
      <EmailForm
        current={member.data.email}
        defaults={{ newEmail: sent?.email ?? '', confirmEmail: sent?.email ?? '' }}
        bankError={fieldError}
        onSend={onSend}
      />
      <CaptchaDialog {...captcha.dialog} />
    </>
  );
}
