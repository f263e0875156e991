import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, SpinLoading } from 'antd-mobile';
import { Dialog } from '../../shared/ui/kit-popups';
import { RedoOutline } from 'antd-mobile-icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call } from '../../api';
import { endpoints } from './endpoints';
import { messageOf } from './otp-errors';

/** The code of verify/captcha as the bank checks it: 4 to 8 letters or digits. */
const CaptchaFormSchema = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9]{4,8}$/)) });
type CaptchaForm = z.infer<typeof CaptchaFormSchema>;

interface Props {
  visible: boolean;
  onVerified: (key: string) => void;
  onCancel: () => void;
}

/** When the bank asks for it (captcha_required), a captcha is solved before the next code is sent. */
export function CaptchaDialog({ visible, onVerified, onCancel }: Props) {
  const { t } = useTranslation('otp');
  const image = useMutation({ mutationFn: () => call(endpoints.getCaptcha, {}) });
  const { mutate: loadImage, reset: resetImage } = image;
  const { control, handleSubmit, reset, setError, formState } = useForm<CaptchaForm>({
    resolver: zodResolver(CaptchaFormSchema),
    defaultValues: { code: '' },
  });
  const verify = useMutation({
    mutationFn: (values: CaptchaForm & { key: string }) =>
      call(endpoints.verifyCaptcha, { key: values.key, code: values.code }),
  });

  useEffect(() => {
    if (!visible) return;
    reset({ code: '' });
    loadImage();
    return () => resetImage();
  }, [visible, loadImage, resetImage, reset]);

  const submit = handleSubmit(async ({ code }) => {
    const key = image.data?.key;
    if (!key) return;
    try {
      const answer = await verify.mutateAsync({ key, code });
      onVerified(answer.key);
    } catch (error) {
      // The captcha is void after a wrong answer: show why and load a new one.
      reset({ code: '' });
      setError('code', { type: 'manual', message: messageOf(error) ?? t('captcha.invalid') });
      loadImage();
    }
  });

  const fieldError = formState.errors.code;
  const errorText = fieldError
    ? fieldError.message && fieldError.type === 'manual'
      ? fieldError.message
      : t('captcha.invalid')
    : null;

  return (
    <Dialog
      visible={visible}
      title={t('captcha.title')}
      aria-label={t('captcha.title')}
      closeOnMaskClick={false}
      content={
        <form
          className="otp-captcha"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="otp-captcha__body">{t('captcha.body')}</p>
          <div className="otp-captcha__image">
            {image.data ? (
              <img src={image.data.image} alt={t('captcha.imageAlt')} width={120} height={40} />
            ) : image.error ? (
              <p role="alert">{messageOf(image.error)}</p>
            ) : (
              <SpinLoading aria-label={t('captcha.loading')} />
            )}
            <Button
              fill="none"
              size="small"
              className="otp-link"
              onClick={() => {
                reset({ code: '' });
                loadImage();
              }}
              disabled={image.isPending}
            >
              <RedoOutline aria-hidden="true" /> {t('captcha.refresh')}
            </Button>
          </div>
          <label className="otp-captcha__label" htmlFor="otp-captcha-code">
            {t('captcha.inputLabel')}
          </label>
          <Controller
            name="code"
            control={control}
            render={({ field }) => (
              <Input
                id="otp-captcha-code"
                className="otp-captcha__input"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="off"
                maxLength={8}
                aria-invalid={errorText ? true : undefined}
                aria-describedby={errorText ? 'otp-captcha-error' : undefined}
              />
            )}
          />
          {errorText ? (
            <p className="otp-error" id="otp-captcha-error" role="alert">
              {errorText}
            </p>
          ) : null}
        </form>
      }
      actions={[
        [
          { key: 'cancel', text: t('captcha.cancel'), onClick: onCancel },
          {
            key: 'confirm',
            text: t('captcha.confirm'),
            bold: true,
            disabled: !image.data || verify.isPending,
            onClick: () => void submit(),
          },
        ],
      ]}
    />
  );
}
