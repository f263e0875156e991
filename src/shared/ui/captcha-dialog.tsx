import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, SpinLoading } from 'antd-mobile';
import { Dialog } from './antd-popups';
import { RedoOutline } from 'antd-mobile-icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { getCaptcha, verifyCaptcha } from '../../../contracts/endpoints/otp';
import { call, isApiError } from '../../api';
import './captcha-dialog.css';

/** The bank's own words for a refusal (it answers in the user's language). */
const messageOf = (error: unknown): string | null => (isApiError(error) ? error.ret_msg : null);

/** The code of verify/captcha as the bank checks it: 4 to 8 letters or digits. */
const CaptchaFormSchema = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9]{4,8}$/)) });
type CaptchaForm = z.infer<typeof CaptchaFormSchema>;

interface Props {
  visible: boolean;
  onVerified: (key: string) => void;
  onCancel: () => void;
}

/**
 * When the bank asks for it (80433008, from the fourth code of a day), a captcha is solved before the next
 * code is sent: the OTP flow's and the contact changes' (settings) step. The image is the bank's SVG, its
 * glyphs drawn as paths, so the answer is not in the picture as text.
 */
export function CaptchaDialog({ visible, onVerified, onCancel }: Props) {
  const { t } = useTranslation('captcha');
  const image = useMutation({ mutationFn: () => call(getCaptcha, {}) });
  const { mutate: loadImage, reset: resetImage } = image;
  const { control, handleSubmit, reset, setError, formState } = useForm<CaptchaForm>({
    resolver: zodResolver(CaptchaFormSchema),
    defaultValues: { code: '' },
  });
  const verify = useMutation({
    mutationFn: (values: CaptchaForm & { key: string }) =>
      call(verifyCaptcha, { key: values.key, code: values.code }),
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
      setError('code', { type: 'manual', message: messageOf(error) ?? t('invalid') });
      loadImage();
    }
  });

  const fieldError = formState.errors.code;
  const errorText = fieldError
    ? fieldError.message && fieldError.type === 'manual'
      ? fieldError.message
      : t('invalid')
    : null;

  return (
    <Dialog
      visible={visible}
      title={t('title')}
      aria-label={t('title')}
      closeOnMaskClick={false}
      content={
        <form
          className="captcha"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="captcha__body">{t('body')}</p>
          <div className="captcha__image">
            {image.data ? (
              <img src={image.data.image} alt={t('imageAlt')} width={120} height={40} />
            ) : image.error ? (
              <p role="alert">{messageOf(image.error)}</p>
            ) : (
              <SpinLoading aria-label={t('loading')} />
            )}
            <Button
              fill="none"
              size="small"
              className="captcha__refresh"
              onClick={() => {
                reset({ code: '' });
                loadImage();
              }}
              disabled={image.isPending}
            >
              <RedoOutline aria-hidden="true" /> {t('refresh')}
            </Button>
          </div>
          <label className="captcha__label" htmlFor="captcha-code">
            {t('inputLabel')}
          </label>
          <Controller
            name="code"
            control={control}
            render={({ field }) => (
              <Input
                id="captcha-code"
                className="captcha__input"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="off"
                maxLength={8}
                aria-invalid={errorText ? true : undefined}
                aria-describedby={errorText ? 'captcha-error' : undefined}
              />
            )}
          />
          {errorText ? (
            <p className="captcha__error" id="captcha-error" role="alert">
              {errorText}
            </p>
          ) : null}
        </form>
      }
      actions={[
        [
          { key: 'cancel', text: t('cancel'), onClick: onCancel },
          {
            key: 'confirm',
            text: t('confirm'),
            bold: true,
            disabled: !image.data || verify.isPending,
            onClick: () => void submit(),
          },
        ],
      ]}
    />
  );
}
