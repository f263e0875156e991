import { Radio } from 'antd-mobile';
import { Toast } from '../../shared/ui/antd-popups';
import { MessageOutline, PhonebookOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpChannel } from '../../../contracts/entities/otp';
import { maskMobile } from '../../shared/lib/masking';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { CaptchaDialog } from '../../shared/ui/captcha-dialog';
import { messageOf } from './otp-errors';
import { otpPath, useOtpParams } from './otp-params';
import { useOtpStore } from './otp-store';
import { useMemberPhone } from './use-member-phone';
import { useSendOtp, type SendOutcome } from './use-send-otp';
import { QueryFrame } from '../../shared/ui/query-frame';
import './otp.css';
import '../../shared/ui/screen.css';

const CHANNELS = [
  { value: 'WHATSAPP', Icon: MessageOutline },
  { value: 'SMS', Icon: PhonebookOutline },
] as const satisfies ReadonlyArray<{ value: OtpChannel; Icon: unknown }>;

/** ROUTES.OTP: where the code goes (the masked mobile), WhatsApp or SMS, and one action: send the code. */
export default function MethodPage() {
  const { t } = useTranslation('otp');
  const nav = useAppNavigate();
  const params = useOtpParams();
  const phone = useMemberPhone();
  const [channel, setChannel] = useState<OtpChannel>(params.channel);

  const onDone = useCallback(
    (outcome: SendOutcome) => {
      if (outcome.kind === 'too-soon') Toast.show({ content: outcome.message });
      if (outcome.kind === 'sent' || outcome.kind === 'too-soon') {
        const sentChannel = useOtpStore.getState().sent?.channel ?? channel;
        nav.push(otpPath(ROUTES.OTP_VERIFY, { ...params, channel: sentChannel }));
      }
    },
    [nav, params, channel],
  );
  const sender = useSendOtp(params, phone.data, onDone);

  return (
    <QueryFrame query={phone}>
      {(data) => (
        <div className="step-screen otp" data-testid="otp-method">
          <section className="step-head otp-head" aria-labelledby="otp-method-heading">
            <span className="icon-tile otp-head__icon" aria-hidden="true">
              <MessageOutline />
            </span>
            <h2 id="otp-method-heading">{t('method.heading')}</h2>
            <p className="otp-head__body">{t('method.body')}</p>
            <p className="otp-head__phone" data-testid="otp-phone">
              {t('phone', { phone: maskMobile(data) })}
            </p>
          </section>

          <Radio.Group value={channel} onChange={(value) => setChannel(value as OtpChannel)}>
            <div className="otp-channels" role="radiogroup" aria-labelledby="otp-method-heading">
              {CHANNELS.map(({ value, Icon }) => (
                <Radio
                  key={value}
                  value={value}
                  block
                  className={`otp-channel${channel === value ? ' otp-channel--checked' : ''}`}
                >
                  <span className="otp-channel__content">
                    <span className="otp-channel__icon" aria-hidden="true">
                      <Icon />
                    </span>
                    <span>
                      <strong className="otp-channel__title">{t(`channels.${value}`)}</strong>
                      <span className="otp-channel__body">{t(`method.hint.${value}`)}</span>
                    </span>
                  </span>
                </Radio>
              ))}
            </div>
          </Radio.Group>

          {sender.error ? (
            <p className="otp-error otp-error--block" role="alert">
              {messageOf(sender.error)}
            </p>
          ) : null}
          <p className="otp-note">{t('method.safety')}</p>

          <BottomAction onClick={() => sender.send(channel)} loading={sender.sending} testId="otp-send">
            {t('method.send')}
          </BottomAction>
          <CaptchaDialog {...sender.captcha} />
        </div>
      )}
    </QueryFrame>
  );
}
