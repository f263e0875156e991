import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OtpChannel } from '../../../contracts/entities/otp';
import {
  CHANGE_PHONE_USAGE,
  MobileChangeFormSchema,
  type MobileChangeForm,
} from '../../../contracts/entities/settings';
import { call } from '../../api';
import { endpoints } from './endpoints';
import { ChangeContactPage, ContactForm, type ContactFlow } from './change-contact';
import { fieldMessageOf, isFieldRefusal, shownMobile } from './contact-view';
import './settings.css';

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

const MobileForm: ContactFlow['Form'] = function MobileForm(page) {
  const { t } = useTranslation('settings');
  const current = page.member.phoneNo;
  const resolver = useMemo(() => mobileResolver(current), [current]);
  return (
    <ContactForm<MobileChangeForm>
      {...page}
      kind="mobile"
      current={shownMobile(current)}
      resolver={resolver}
      defaults={(to) => ({ newPhoneNo: to })}
      field="newPhoneNo"
      contactOf={(form) => form.newPhoneNo}
      fields={[
        {
          name: 'newPhoneNo',
          id: 'settings-new-mobile',
          label: t('mobile.newPhone'),
          hint: t('mobile.hint'),
          prefix: '+62',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          maxLength: 12,
          clean: (value) => value.replace(/\D/g, ''),
        },
      ]}
    />
  );
};

/**
 * ROUTES.SETTINGS_MOBILE: the new number (section 5: 8 then 8 to 11 digits, not the own one); a code to it
 * (get/otp, usage CHANGE_PHONE, WhatsApp or SMS); the code checked (verify/otp) and its session proves
 * the change (change/user_info). The account's codes then go to the new number.
 */
export default function MobilePage() {
  const { t } = useTranslation('settings');
  const flow: ContactFlow = {
    kind: 'mobile',
    send: async (phone, channel = 'WHATSAPP', captchaKey) => {
      const answer = await call(endpoints.getOtp, {
        phone_no: phone,
        usage_id: CHANGE_PHONE_USAGE,
        channel,
        ...(captchaKey ? { captcha_key: captchaKey } : {}),
      });
      return {
        to: phone,
        masked: answer.phone_no,
        channel: answer.channel,
        resendAt: Date.now() + Number(answer.countdown) * 1000,
      };
    },
    change: async (phone, code) => {
      const proof = await call(endpoints.verifyOtp, {
        phone_no: phone,
        usage_id: CHANGE_PHONE_USAGE,
        phone_check_num: code,
      });
      await call(endpoints.changeUserInfo, { newPhoneNo: phone, session: proof.session });
    },
    firstChannel: (sent) => sent?.channel ?? 'WHATSAPP',
    lateSendMessage: fieldMessageOf,
    changeRefusal: (error) => (isFieldRefusal(error) ? fieldMessageOf(error) : null),
    resent: (channel = 'WHATSAPP') => t('code.resentBy', { channel: t(`channels.${channel}`) }),
    doneBody: (_sent, member) => t('mobile.doneBody', { phone: shownMobile(member.phoneNo) }),
    codeStep: (sent, resend) => {
      const channel = sent.channel ?? 'WHATSAPP';
      return {
        sentTo: t('code.sentBy', { channel: t(`channels.${channel}`), to: `+62 ${sent.masked}` }),
        switchChannel: {
          label: t('code.switchTo', { channel: t(`channels.${other(channel)}`) }),
          onClick: () => resend(other(channel)),
        },
        editLabel: t('code.editMobile'),
      };
    },
    Form: MobileForm,
  };
  return <ChangeContactPage flow={flow} />;
}
