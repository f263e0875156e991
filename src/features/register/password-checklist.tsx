import { CheckCircleFill, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** The parts of the section 5 password rule (NewPasswordSchema), checked as the user types. */
export const PASSWORD_CHECKS = [
  { key: 'length', test: (v: string) => v.length >= 8 },
  { key: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { key: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { key: 'digit', test: (v: string) => /\d/.test(v) },
  { key: 'symbol', test: (v: string) => /[^A-Za-z0-9]/.test(v) },
] as const;

interface Props {
  id: string;
  value: string;
}

/** A live checklist under the password field: each rule with an icon and words, met or not yet. */
export function PasswordChecklist({ id, value }: Props) {
  const { t } = useTranslation('register');
  return (
    <ul className="password-checklist" id={id} aria-label={t('form.password.checklist')}>
      {PASSWORD_CHECKS.map(({ key, test }) => {
        const met = test(value);
        return (
          <li key={key} className={met ? 'password-checklist__met' : undefined} data-met={met}>
            {met ? <CheckCircleFill aria-hidden="true" /> : <CloseCircleOutline aria-hidden="true" />}
            <span>{t(`form.password.rules.${key}`)}</span>
            <span className="register-sr-only">
              {met ? t('form.password.met') : t('form.password.notMet')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
