import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Dialog, Toast } from '../../shared/ui/kit-popups';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OtpChannel } from '../../../contracts/entities/otp';
import {
  CHANGE_PHONE_USAGE,
  MobileChangeFormSchema,
  type MobileChangeForm,
} from '../../../contracts/entities/settings';
import { call, isApiError } from '../../api';
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
  shownMobile,
  type CodeFeedback,
} from './contact-view';
import { useForgetMember, useMember } from './use-contact';
import './settings.css';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';

interface Sent {
  phone: string;
  /** The number as the bank masked it (81*****8888). */
  masked: string;
  channel: OtpChannel;
  resendAt: number;
}

type Step = 'form' | 'code' | 'done';
type FieldError = { message: string } | null;

const other = (channel: OtpChannel): OtpChannel => (channel === 'WHATSAPP' ? 'SMS' : 'WHATSAPP');
const baseResolver = zodResolver(MobileChangeFormSchema);

/** The contract's mobile rule, and the one that needs the customer: not the own number (section 5). */
function mobileResolver(own: string): Resolver<MobileChangeForm> {
  return async (values, context, options) => {
    const result = await baseResolver(values, context, options);
    if (Object.keys(result.errors).length === 0 && values.newPhoneNo === own) {
      return { values: {}, errors: { newPhoneNo: { type: 'custom', message: 'mobileOwn' } } };
    }
    return result;
  };
}

interface MobileFormProps {
  current: string;
  defaultPhone: string;
  bankError: FieldError;
  onSend: (phone: string) => Promise<void>;
}

function MobileForm({ current, defaultPhone, bankError, onSend }: MobileFormProps) {
  const { t, i18n } = useTranslation('settings');
  const resolver = useMemo(() => mobileResolver(current), [current]);
  const { control, handleSubmit, setError, formState } = useForm<MobileChangeForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { newPhoneNo: defaultPhone },
  });
  useEffect(() => {
    if (bankError)
      setError('newPhoneNo', { type: 'bank', message: bankError.message }, { shouldFocus: true });
  }, [bankError, setError]);
  const send = useMutation({
    mutationFn: (form: MobileChangeForm) => onSend(form.newPhoneNo),
    onError: (error) => {
      if (isFieldRefusal(error)) {
        setError('newPhoneNo', { type: 'bank', message: fieldMessageOf(error) }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.kind === 'code') {
        void Dialog.alert({ content: error.ret_msg, confirmText: t('ok') });
      }
    },
  });
  const sendOnce = useThrottledAction((form: MobileChangeForm) => send.mutateAsync(form));
  const submit = () => void handleSubmit(sendOnce)();

  return (
    <Screen testId="settings-mobile" className="settings">
      <Card title={t('mobile.current')}>
        <p className="settings-value" data-testid="settings-current-mobile">
          {shownMobile(current)}
        </p>
      </Card>
      <form
        noValidate
        aria-labelledby="settings-mobile-heading"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <section className="card settings-form" aria-labelledby="settings-mobile-heading">
          <h2 id="settings-mobile-heading" className="card__title">
            {t('mobile.heading')}
          </h2>
          <p className="settings-form__body">{t('mobile.body')}</p>
          <ContactField
            control={control}
            name="newPhoneNo"
            id="settings-new-mobile"
            label={t('mobile.newPhone')}
            hint={t('mobile.hint')}
            prefix="+62"
            error={errorText(formState.errors.newPhoneNo, i18n.language)}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={12}
            clean={(value) => value.replace(/\D/g, '')}
          />
        </section>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      <BottomAction onClick={submit} loading={send.isPending} testId="settings-mobile-submit">
        {t('mobile.submit')}
      </BottomAction>
    </Screen>
  );
}

/**
 * ROUTES.SETTINGS_MOBILE: the new number (section 5: 8 then 8 to 11 digits, not the own one); a code to it
 * (get/otp, usage CHANGE_PHONE, WhatsApp or SMS); the code checked (verify/otp) and its session proves
 * the change (change/user_info). The account's codes then go to the new number.
 */
export default function MobilePage() {
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

  const sendTo = async (phone: string, channel: OtpChannel, captchaKey?: string) => {
    const answer = await call(endpoints.getOtp, {
      phone_no: phone,
      usage_id: CHANGE_PHONE_USAGE,
      channel,
      ...(captchaKey ? { captcha_key: captchaKey } : {}),
    });
    setSent({
      phone,
      masked: answer.phone_no,
      channel: answer.channel,
      resendAt: Date.now() + Number(answer.countdown) * 1000,
    });
    setFeedback(null);
  };

  const onSend = async (phone: string) => {
    setFieldError(null);
    // The code sent to this number a moment ago still stands: no new one before the countdown ends.
    if (sent && sent.phone === phone && Date.now() < sent.resendAt) {
      setStep('code');
      return;
    }
    await captcha.guard(
      async (key) => {
        await sendTo(phone, sent?.channel ?? 'WHATSAPP', key);
        setStep('code');
      },
      (error) => setFieldError({ message: fieldMessageOf(error) }),
    );
  };

  const resend = async (channel: OtpChannel) => {
    if (!sent) return;
    setResending(true);
    const refused = (error: unknown) => {
      const seconds = secondsLeftOf(error);
      if (seconds !== null) setSent({ ...sent, resendAt: Date.now() + seconds * 1000 });
      setFeedback(codeFeedbackOf(error));
    };
    try {
      await captcha.guard(async (key) => {
        await sendTo(sent.phone, channel, key);
        Toast.show({ content: t('code.resentBy', { channel: t(`channels.${channel}`) }) });
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
      const proof = await call(endpoints.verifyOtp, {
        phone_no: sent.phone,
        usage_id: CHANGE_PHONE_USAGE,
        phone_check_num: code,
      });
      await call(endpoints.changeUserInfo, { newPhoneNo: sent.phone, session: proof.session });
      await forget();
      setStep('done');
    } catch (error) {
      if (isFieldRefusal(error)) {
        setFieldError({ message: fieldMessageOf(error) });
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
        testId="settings-mobile-done"
        status="success"
        icon={<CheckCircleFill />}
        title={t('mobile.doneTitle')}
        body={t('mobile.doneBody', { phone: shownMobile(member.data.phoneNo) })}
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
          sentTo={t('code.sentBy', { channel: t(`channels.${sent.channel}`), to: `+62 ${sent.masked}` })}
          resendAt={sent.resendAt}
          resending={resending}
          onResend={() => void resend(sent.channel)}
          feedback={feedback}
          onComplete={verify}
          switchChannel={{
            label: t('code.switchTo', { channel: t(`channels.${other(sent.channel)}`) }),
            onClick: () => void resend(other(sent.channel)),
          }}
          edit={{ label: t('code.editMobile'), onClick: () => setStep('form') }}
        />
        <CaptchaDialog {...captcha.dialog} />
      </>
    );
  }

  return (
    <>
      <MobileForm
        current={member.data.phoneNo}
        defaultPhone={sent?.phone ?? ''}
        bankError={fieldError}
        onSend={onSend}
      />
      <CaptchaDialog {...captcha.dialog} />
    </>
  );
}
