import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd-mobile';
import { CheckCircleFill, EyeInvisibleOutline, EyeOutline, MinusCircleOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api';
import { BottomAction } from '../../shared/ui/bottom-action';
import { RefusalAlert } from '../../shared/ui/pin-boxes';
import { attemptsLeftOf } from '../../api';
import { isCode } from '../../api/is-code';
import { PASSWORD_CHECKS, passwordFormSchema, ruleText, type PasswordForm } from './secret-rules';
import { useFlowRefusal } from './use-flow-refusal';
import './pin.css';
import '../../shared/forms/forms.css';

export type PasswordMode = 'set' | 'change' | 'forgot';
type Field = keyof PasswordForm;
const EMPTY: PasswordForm = { oldPassword: '', password: '', confirm: '' };
const AUTOCOMPLETE: Record<Field, string> = {
  oldPassword: 'current-password',
  password: 'new-password',
  confirm: 'new-password',
};
const LABEL = { oldPassword: 'old', password: 'new', confirm: 'confirm' } as const;

interface Props {
  mode: PasswordMode;
  submit: (values: { oldPassword: string; password: string }) => Promise<unknown>;
  onDone: () => void;
  onBlocked?: (error: ApiError) => void;
}

/** The rules of section 5, ticked live as the new password is typed. */
function RuleChecklist({ control }: { control: Control<PasswordForm> }) {
  const { t } = useTranslation('pin');
  const value = useWatch({ control, name: 'password' }) ?? '';
  return (
    <div className="secret-rules">
      <p className="secret-rules__title" id="password-rules-title">
        {t('password.rulesTitle')}
      </p>
      <ul aria-labelledby="password-rules-title" data-testid="password-rules">
        {PASSWORD_CHECKS.map(({ key, test }) => {
          const met = test(value);
          return (
            <li key={key} className={met ? 'is-met' : undefined} data-met={met}>
              {met ? <CheckCircleFill aria-hidden="true" /> : <MinusCircleOutline aria-hidden="true" />}
              <span>{t(`password.rules.${key}`)}</span>
              <span className="secret-visually-hidden">
                {' '}
                ({met ? t('password.ruleMet') : t('password.ruleUnmet')})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Old (change only), new and confirmation, with the rules of section 5 and the bank's answers per field. */
export function PasswordFlow({ mode, submit, onDone, onBlocked }: Props) {
  const { t, i18n } = useTranslation('pin');
  const [shown, setShown] = useState<Record<Field, boolean>>({
    oldPassword: false,
    password: false,
    confirm: false,
  });
  const [attemptsLeft, setAttemptsLeft] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => passwordFormSchema(mode === 'change'), [mode]);
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<PasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const save = useMutation({ mutationFn: submit });
  const fields: Field[] =
    mode === 'change' ? ['oldPassword', 'password', 'confirm'] : ['password', 'confirm'];

  const flowRefusal = useFlowRefusal(onBlocked);
  const refused = (error: unknown) => {
    const message = flowRefusal(error, () => reset(EMPTY));
    if (message === null) return;
    if (isCode(error, 'PASSWORD_WRONG')) {
      setValue('oldPassword', '');
      setAttemptsLeft(attemptsLeftOf(error));
      setError('oldPassword', { type: 'bank', message }, { shouldFocus: true });
    } else if (isCode(error, 'PASSWORD_RULES', 'PASSWORD_SAME_AS_OLD')) {
      setError('password', { type: 'bank', message }, { shouldFocus: true });
    } else {
      setFormError(message);
    }
  };

  const onValid = (values: PasswordForm) => {
    setFormError(null);
    setAttemptsLeft(null);
    save.mutate(
      { oldPassword: values.oldPassword, password: values.password },
      {
        onSuccess: () => {
          reset(EMPTY);
          onDone();
        },
        onError: refused,
      },
    );
  };

  return (
    <div className="secret" data-testid={`password-${mode}`}>
      <p className="secret-intro">{t(`password.intro.${mode}`)}</p>
      <Form layout="vertical" className="secret-form" onFinish={() => undefined}>
        {fields.map((name) => {
          const error = ruleText(formState.errors[name]?.message, i18n.language);
          const id = `password-${name}`;
          return (
            <Form.Item key={name}>
              <label className="secret-label" htmlFor={id}>
                {t(`password.${LABEL[name]}`)}
              </label>
              <Controller
                name={name}
                control={control}
                render={({ field }) => (
                  <div className="input-box secret-password">
                    <Input
                      ref={field.ref}
                      id={id}
                      name={name}
                      type={shown[name] ? 'text' : 'password'}
                      autoComplete={AUTOCOMPLETE[name]}
                      placeholder={t(`password.placeholder.${LABEL[name]}`)}
                      value={field.value}
                      onChange={(value) => {
                        if (name === 'oldPassword') setAttemptsLeft(null);
                        field.onChange(value);
                      }}
                      onBlur={field.onBlur}
                      aria-invalid={!!error}
                      aria-describedby={error ? `${id}-error` : undefined}
                      maxLength={64}
                    />
                    <button
                      type="button"
                      className="secret-password__toggle"
                      aria-label={shown[name] ? t('password.hide') : t('password.show')}
                      aria-controls={id}
                      aria-pressed={shown[name]}
                      onClick={() => setShown((s) => ({ ...s, [name]: !s[name] }))}
                    >
                      {shown[name] ? (
                        <EyeOutline aria-hidden="true" />
                      ) : (
                        <EyeInvisibleOutline aria-hidden="true" />
                      )}
                    </button>
                  </div>
                )}
              />
              {error ? (
                <RefusalAlert
                  id={`${id}-error`}
                  className="secret-error secret-error--field"
                  attemptsClassName="secret-error__attempts"
                  text={error}
                  attempts={
                    name === 'oldPassword' && attemptsLeft
                      ? t('pin.attemptsLeft', { left: attemptsLeft })
                      : null
                  }
                />
              ) : null}
              {name === 'password' ? <RuleChecklist control={control} /> : null}
            </Form.Item>
          );
        })}
      </Form>
      {formError ? (
        <p className="secret-error secret-error--form" role="alert">
          {formError}
        </p>
      ) : null}
      <BottomAction
        onClick={() => void handleSubmit(onValid)()}
        loading={save.isPending}
        testId="password-submit"
      >
        {t(`password.submit.${mode}`)}
      </BottomAction>
    </div>
  );
}
