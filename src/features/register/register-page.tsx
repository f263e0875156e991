import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Result, type InputProps } from 'antd-mobile';
import { Dialog } from '../../shared/ui/antd-popups';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { EmailSchema, FullNameSchema, NewPasswordSchema } from '../../../contracts/rules/fields';
import { call, endpointQuery, isApiError } from '../../api';
import { endpoints } from './endpoints';
import { ROUTES } from '../../shared/navigation/routes';
import { sealLoginPassword } from '../../shared/security/encrypt-secret';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { PasswordChecklist } from './password-checklist';
import { ruleText } from './rule-text';
import { bankIssues } from '../../shared/forms/bank-issues';
// The shared shell's classes first, so the feature's modifiers win.
import '../../shared/ui/screen.css';
import './register.css';
import { useThrottledAction } from '../../shared/lib/use-throttled-action';
import '../../shared/forms/forms.css';
import { isCode } from '../../api/is-code';

/** The same rules the bank checks add/user_info with (contracts/rules). */
const RegisterSchema = z.object({ name: FullNameSchema, email: EmailSchema, password: NewPasswordSchema });
type RegisterForm = z.infer<typeof RegisterSchema>;
const FIELDS = ['name', 'email', 'password'] as const;

/** The name and the email: how each is typed and filled in. */
const TEXT_FIELDS = [
  { name: 'name', autoComplete: 'name', autoCapitalize: 'words', maxLength: 256 },
  {
    name: 'email',
    clean: (value: string) => value.trim(),
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    maxLength: 254,
  },
] as const;

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
  after?: ReactNode;
}

/** A labelled field with its error under it, as the user leaves it. */
function Field({ id, label, error, children, after }: FieldProps) {
  return (
    <div className={`register-field${error ? ' register-field--error' : ''}`}>
      <label className="register-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="input-box register-field__control">{children}</div>
      {error ? (
        <p className="register-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}

/** A text field of the form (react-hook-form): its id is `register-${name}`, the input's own props as given. */
function TextField({
  control,
  name,
  error,
  after,
  clean,
  children,
  ...input
}: Omit<InputProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'children' | 'placeholder'> & {
  control: Control<RegisterForm>;
  /** Also the texts': form.<name>.label and .placeholder. */
  name: (typeof FIELDS)[number];
  error: string | undefined;
  after?: ReactNode;
  /** What the field keeps of a typed value (the email without spaces around it). */
  clean?: (value: string) => string;
  /** After the input, inside the field (the password's show/hide button). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('register');
  const id = `register-${name}`;
  const label = t(`form.${name}.label`);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Field id={id} label={label} error={error} after={after}>
          <Input
            id={id}
            name={field.name}
            value={field.value}
            onChange={clean ? (value) => field.onChange(clean(value)) : field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            placeholder={t(`form.${name}.placeholder`)}
            {...input}
          />
          {children}
        </Field>
      )}
    />
  );
}

function Registered({ email }: { email: string }) {
  const { t } = useTranslation('register');
  const nav = useAppNavigate();
  return (
    <div className="screen register--done" data-testid="register-done">
      <Result status="success" title={t('done.title')} description={t('done.body', { email })} />
      <BottomAction onClick={() => nav.replace(ROUTES.PAY_LATER_APPLY)} testId="register-continue">
        {t('done.continue')}
      </BottomAction>
    </div>
  );
}

/**
 * Registration: name, email and login password under the section 5 rules, saved with add/user_info. A
 * visitor without a base account (query/status registerRequired 'Y') gets one first
 * (register/base_account with the user id and phone of member_info), whose session goes along.
 */
export default function RegisterPage() {
  const { t, i18n } = useTranslation('register');
  const client = useQueryClient();
  const status = useQuery(endpointQuery(endpoints.queryStatus, {}));
  const member = useQuery(endpointQuery(endpoints.queryMemberInfo, {}));
  const [showPassword, setShowPassword] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<RegisterForm>({
    resolver: zodResolver(RegisterSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const register = useMutation({
    mutationFn: async (form: RegisterForm) => {
      const [account, person] = await Promise.all([
        status.data ?? client.fetchQuery(endpointQuery(endpoints.queryStatus, {})),
        member.data ?? client.fetchQuery(endpointQuery(endpoints.queryMemberInfo, {})),
      ]);
      // The password travels sealed with the bank's key, as password/set takes it.
      const seal = async () => {
        const sealed = await sealLoginPassword(form.password);
        return { ...form, password: sealed.cipher, factor: sealed.factor };
      };
      if (account.registerRequired !== 'Y') return call(endpoints.addUserInfo, await seal());
      const base = await call(endpoints.registerBaseAccount, {
        userId: person.userId,
        phoneNo: person.phoneNo,
      });
      return call(endpoints.addUserInfo, { ...(await seal()), session: base.session });
    },
    // Who the user is has changed: every earlier answer (eligibility, status) is stale.
    onSuccess: () => client.removeQueries(),
    onError: (error) => {
      if (isCode(error, 'EMAIL_REGISTERED_OTHER_PHONE')) {
        setError('email', { type: 'bank', message: error.ret_msg }, { shouldFocus: true });
        return;
      }
      if (!isApiError(error)) return;
      const issues = bankIssues(error.ret_data).filter((i) => (FIELDS as readonly string[]).includes(i.path));
      if (issues.length > 0) {
        for (const issue of issues) {
          setError(issue.path as FieldPath<RegisterForm>, { type: 'bank', message: issue.message });
        }
        return;
      }
      // A network failure already shows its own dialog; anything else blocks the flow.
      if (error.kind !== 'network') void Dialog.alert({ content: error.ret_msg, confirmText: t('ok') });
    },
  });

  // One registration per tap window (spec section 9's touch throttle).
  const send = useThrottledAction((form: RegisterForm) => register.mutateAsync(form));

  if (register.isSuccess) return <Registered email={register.data.email} />;

  const errorOf = (name: (typeof FIELDS)[number]) => ruleText(formState.errors[name]?.message, i18n.language);
  const submit = () => void handleSubmit(send)();

  return (
    <div className="screen" data-testid="register-page">
      <form
        className="card register-form"
        aria-labelledby="register-heading"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 className="register-card__title" id="register-heading">
          {t('form.heading')}
        </h2>
        <p className="register-card__intro">{t('form.intro')}</p>

        {TEXT_FIELDS.map(({ name, ...input }) => (
          <TextField key={name} control={control} name={name} error={errorOf(name)} {...input} />
        ))}

        <TextField
          control={control}
          name="password"
          error={errorOf('password')}
          after={<PasswordChecklist id="register-password-rules" value={password} />}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          maxLength={64}
        >
          <button
            type="button"
            className="register-field__toggle"
            aria-label={showPassword ? t('form.password.hide') : t('form.password.show')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
          </button>
        </TextField>
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>

      <BottomAction loading={register.isPending} onClick={submit} testId="register-submit">
        {t('form.submit')}
      </BottomAction>
    </div>
  );
}
