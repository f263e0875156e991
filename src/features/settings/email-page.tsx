import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_EMAIL_BIZ_TYPE,
  EmailChangeFormSchema,
  type EmailChangeForm,
} from '../../../contracts/entities/settings';
import { call, isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { endpoints } from './endpoints';
import { ChangeContactPage, ContactForm, type ContactFlow } from './change-contact';
import './settings.css';

const resolver = zodResolver(EmailChangeFormSchema);

/** The new email, typed twice (spec section 5), then a code is sent to it. */
const EmailForm: ContactFlow['Form'] = function EmailForm(page) {
  const { t } = useTranslation('settings');
  return (
    <ContactForm<EmailChangeForm>
      {...page}
      kind="email"
      current={page.member.email}
      resolver={resolver}
      defaults={(to) => ({ newEmail: to, confirmEmail: to })}
      field="newEmail"
      contactOf={(form) => form.newEmail.toLowerCase()}
      fields={[
        {
          name: 'newEmail',
          id: 'settings-new-email',
          label: t('email.newEmail'),
          inputMode: 'email',
          autoComplete: 'email',
          maxLength: 254,
        },
        {
          name: 'confirmEmail',
          id: 'settings-confirm-email',
          label: t('email.confirmEmail'),
          hint: t('email.confirmHint'),
          inputMode: 'email',
          autoComplete: 'off',
          maxLength: 254,
        },
      ]}
    />
  );
};

/**
 * ROUTES.SETTINGS_EMAIL: the new email typed twice; a code to it (email/get/otp, bizType 4001002); the
 * code checked (email/verify/otp) and its session proves the change (change/user_info). An email registered
 * with another phone, or the current one, is refused under the field.
 */
export default function EmailPage() {
  const { t } = useTranslation('settings');
  const flow: ContactFlow = {
    kind: 'email',
    send: async (email, _channel, captchaKey) => {
      const answer = await call(endpoints.getEmailOtp, {
        email,
        bizType: CHANGE_EMAIL_BIZ_TYPE,
        ...(captchaKey ? { captcha_key: captchaKey } : {}),
      });
      return { to: email, masked: answer.email, resendAt: Date.now() + Number(answer.countdown) * 1000 };
    },
    change: async (email, code) => {
      const proof = await call(endpoints.verifyEmailOtp, {
        email,
        bizType: CHANGE_EMAIL_BIZ_TYPE,
        otp: code,
      });
      await call(endpoints.changeUserInfo, { newEmail: email, session: proof.session });
    },
    firstChannel: () => undefined,
    lateSendMessage: (error) => (isApiError(error) ? error.ret_msg : ''),
    changeRefusal: (error) =>
      isCode(error, 'EMAIL_REGISTERED_OTHER_PHONE', 'CONTACT_UNCHANGED') ? error.ret_msg : null,
    resent: () => t('code.resent'),
    doneBody: (sent) => t('email.doneBody', { email: sent.to }),
    codeStep: (sent) => ({ sentTo: t('code.sentTo', { to: sent.masked }), editLabel: t('code.editEmail') }),
    Form: EmailForm,
  };
  return <ChangeContactPage flow={flow} />;
}
