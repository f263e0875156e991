import { useMutation } from '@tanstack/react-query';
import { Dialog, Toast } from '../../shared/ui/antd-popups';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OtpChannel } from '../../../contracts/entities/otp';
import { isApiError } from '../../api';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Outcome } from '../../shared/ui/outcome';
import { Card, Screen } from '../../shared/ui/screen';
import { CaptchaDialog } from '../../shared/ui/captcha-dialog';
import { CodeStep } from './code-step';
import { useCaptchaGate } from './use-captcha-gate';
import {
  codeFeedbackOf,
  fieldMessageOf,
  isFieldRefusal,
  secondsLeftOf,
  type CodeFeedback,
} from './contact-view';
import { useForgetMember, useMember } from './use-contact';
import { errorText } from '../../shared/forms/form-field';
import { ContactField, type ContactFieldSpec } from './contact-field';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';
import { QueryFrame } from '../../shared/ui/query-frame';

/** The contact a change is about: its texts (`email.*`, `mobile.*`) and test ids carry the name. */
export type ContactKind = 'email' | 'mobile';

/** The code that went out: to which contact (as typed and as the bank masked it), by what, when to resend. */
export interface SentCode {
  to: string;
  masked: string;
  channel?: OtpChannel;
  resendAt: number;
}

/** Shown under a field: the form's rule (a RULE_MESSAGES key) or the bank's words. */
export type FieldError = { message: string } | null;

type Step = 'form' | 'code' | 'done';

type Member = ReturnType<typeof useMember>;
type MemberData = NonNullable<Member['data']>;

/** What the page gives its form: the customer, the code sent before, a refusal to show, the send. */
export interface ContactFormPageProps {
  member: MemberData;
  sent: SentCode | null;
  bankError: FieldError;
  onSend: (to: string) => Promise<void>;
}

/** What differs between changing the email and the mobile number: the bank's calls and a few words. */
export interface ContactFlow {
  kind: ContactKind;
  /** Sends a code to `to` (by `channel` where the contact has channels) and tells where it went. */
  send: (to: string, channel: OtpChannel | undefined, captchaKey?: string) => Promise<SentCode>;
  /** Checks the code and makes the change with the session it proves. */
  change: (to: string, code: string) => Promise<void>;
  /** The channel of a first send (the mobile number's last one, WhatsApp at first). */
  firstChannel: (sent: SentCode | null) => OtpChannel | undefined;
  /** The words under the field when a send after the captcha is refused. */
  lateSendMessage: (error: unknown) => string;
  /** The words under the field when the change is refused for the contact itself, else null. */
  changeRefusal: (error: unknown) => string | null;
  /** The toast of a resend. */
  resent: (channel: OtpChannel | undefined) => string;
  /** The body of the done screen. */
  doneBody: (sent: SentCode, member: MemberData) => string;
  /** What the code step says beyond the common: where it went, another channel, back to the form. */
  codeStep: (
    sent: SentCode,
    resend: (channel: OtpChannel | undefined) => void,
  ) => {
    sentTo: ReactNode;
    switchChannel?: { label: string; onClick: () => void };
    editLabel: string;
  };
  /** The form of the new contact (a component of its own: it keeps the form's state). */
  Form: ComponentType<ContactFormPageProps>;
}

/**
 * A contact change (spec section 5): the new contact in a form, a code sent to it (a captcha from the
 * fourth send of a day), the code checked and its session proves the change; then the done screen.
 */
export function ChangeContactPage({ flow }: { flow: ContactFlow }) {
  const { t } = useTranslation('settings');
  const nav = useAppNavigate();
  const member = useMember();
  const forget = useForgetMember();
  const [step, setStep] = useState<Step>('form');
  const [sent, setSent] = useState<SentCode | null>(null);
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

  const sendTo = async (to: string, channel: OtpChannel | undefined, captchaKey?: string) => {
    setSent(await flow.send(to, channel, captchaKey));
    setFeedback(null);
  };

  const onSend = async (to: string) => {
    setFieldError(null);
    // The code sent to this contact a moment ago still stands: no new one before the countdown ends.
    if (sent && sent.to === to && Date.now() < sent.resendAt) {
      setStep('code');
      return;
    }
    await captcha.guard(
      async (key) => {
        await sendTo(to, flow.firstChannel(sent), key);
        setStep('code');
      },
      (error) => setFieldError({ message: flow.lateSendMessage(error) }),
    );
  };

  const resend = async (channel: OtpChannel | undefined) => {
    if (!sent) return;
    setResending(true);
    const refused = (error: unknown) => {
      const seconds = secondsLeftOf(error);
      if (seconds !== null) setSent({ ...sent, resendAt: Date.now() + seconds * 1000 });
      setFeedback(codeFeedbackOf(error));
    };
    try {
      await captcha.guard(async (key) => {
        await sendTo(sent.to, channel, key);
        Toast.show({ content: flow.resent(channel) });
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
      await flow.change(sent.to, code);
      await forget();
      setStep('done');
    } catch (error) {
      const refusal = flow.changeRefusal(error);
      if (refusal !== null) {
        setFieldError({ message: refusal });
        setStep('form');
        return;
      }
      setFeedback(codeFeedbackOf(error));
    }
  };

  return (
    <QueryFrame query={member}>
      {(data) => {
        if (step === 'done' && sent) {
          return (
            <Outcome
              testId={`settings-${flow.kind}-done`}
              status="success"
              icon={<CheckCircleFill />}
              title={t(`${flow.kind}.doneTitle`)}
              body={flow.doneBody(sent, data)}
              action={{
                label: t('viewProfile'),
                onClick: () => nav.replace(ROUTES.SETTINGS_PROFILE),
                testId: 'settings-view-profile',
              }}
            />
          );
        }

        if (step === 'code' && sent) {
          const parts = flow.codeStep(sent, (channel) => void resend(channel));
          return (
            <>
              <CodeStep
                heading={t('code.heading')}
                sentTo={parts.sentTo}
                resendAt={sent.resendAt}
                resending={resending}
                onResend={() => void resend(sent.channel)}
                feedback={feedback}
                onComplete={verify}
                switchChannel={parts.switchChannel}
                edit={{ label: parts.editLabel, onClick: () => setStep('form') }}
              />
              <CaptchaDialog {...captcha.dialog} />
            </>
          );
        }

        return (
          <>
            <flow.Form member={data} sent={sent} bankError={fieldError} onSend={onSend} />
            <CaptchaDialog {...captcha.dialog} />
          </>
        );
      }}
    </QueryFrame>
  );
}

interface ContactFormProps<T extends FieldValues> extends ContactFormPageProps {
  kind: ContactKind;
  /** The current contact as shown. */
  current: string;
  resolver: Resolver<T>;
  /** The form's values at first, from the contact a code went to before (or ''). */
  defaults: (to: string) => DefaultValues<T>;
  /** The field a refusal of the bank is shown under. */
  field: Path<T>;
  /** The contact the code goes to, from the form. */
  contactOf: (form: T) => string;
  /** The fields, in the form's card under its heading and body. */
  fields: ContactFieldSpec<T>[];
}

/** The form of a new contact: the current one, the fields, and the send of a code as the bottom action. */
export function ContactForm<T extends FieldValues>({
  kind,
  current,
  resolver,
  defaults,
  sent,
  field,
  contactOf,
  bankError,
  onSend,
  fields,
}: ContactFormProps<T>) {
  const { t, i18n } = useTranslation('settings');
  const { control, handleSubmit, setError, formState } = useForm<T>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaults(sent?.to ?? ''),
  });
  // A refusal that came after the code (the contact taken meanwhile) is shown where it belongs.
  useEffect(() => {
    if (bankError) setError(field, { type: 'bank', message: bankError.message }, { shouldFocus: true });
  }, [bankError, setError, field]);
  const send = useMutation({
    mutationFn: (form: T) => onSend(contactOf(form)),
    onError: (error) => {
      if (isFieldRefusal(error)) {
        setError(field, { type: 'bank', message: fieldMessageOf(error) }, { shouldFocus: true });
        return;
      }
      // Sends used up or locked for today: the bank's words; a lost connection has its own dialog.
      if (isApiError(error) && error.kind === 'code') {
        void Dialog.alert({ content: error.ret_msg, confirmText: t('ok') });
      }
    },
  });
  const sendOnce = useThrottledAction((form: T) => send.mutateAsync(form));
  const submit = () => void handleSubmit(sendOnce)();
  const heading = `settings-${kind}-heading`;

  return (
    <Screen testId={`settings-${kind}`} className="settings">
      <Card title={t(`${kind}.current`)}>
        <p className="settings-value" data-testid={`settings-current-${kind}`}>
          {current}
        </p>
      </Card>
      <form
        noValidate
        aria-labelledby={heading}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <section className="card settings-form" aria-labelledby={heading}>
          <h2 id={heading} className="card__title">
            {t(`${kind}.heading`)}
          </h2>
          <p className="settings-form__body">{t(`${kind}.body`)}</p>
          {fields.map(({ name, ...spec }) => (
            <ContactField
              key={name}
              control={control}
              name={name}
              error={errorText(
                formState.errors[name] as { type?: string; message?: string } | undefined,
                i18n.language,
              )}
              {...spec}
            />
          ))}
        </section>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      <BottomAction onClick={submit} loading={send.isPending} testId={`settings-${kind}-submit`}>
        {t(`${kind}.submit`)}
      </BottomAction>
    </Screen>
  );
}
