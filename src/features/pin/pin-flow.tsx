import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api';
import { PinBoxes, RefusalAlert } from '../../shared/ui/pin-boxes';
import { attemptsLeftOf } from '../../api';
import { isCode } from '../../api/is-code';
import { validatePin } from './secret-api';
import { PinFormSchema, ruleText, type PinForm } from './secret-rules';
import { useFlowRefusal } from './use-flow-refusal';
import './pin.css';

export type PinStep = 'old' | 'new' | 'confirm';
const FIELD = { old: 'oldPin', new: 'pin', confirm: 'confirm' } as const satisfies Record<
  PinStep,
  keyof PinForm
>;
const EMPTY: PinForm = { oldPin: '', pin: '', confirm: '' };

interface Props {
  /** Change: the current PIN first, checked with the bank (password/validate) before the new one. */
  withOld?: boolean;
  /** The bank call with the PINs (encrypted inside); the values are cleared whatever it answers. */
  submit: (values: { oldPin: string; pin: string }) => Promise<unknown>;
  onDone: () => void;
  /** A refusal that stops the flow (locked, already set, session ended): the default is a dialog, then back. */
  onBlocked?: (error: ApiError) => void;
}

/**
 * PIN entry in steps (old, new, confirm): six boxes hidden as dots with the number keyboard, each step
 * checked when complete. Weak PINs and a different confirmation are refused here before any call; the
 * bank's refusals come back to the step they concern.
 */
export function PinFlow({ withOld = false, submit, onDone, onBlocked }: Props) {
  const { t, i18n } = useTranslation('pin');
  const steps: PinStep[] = withOld ? ['old', 'new', 'confirm'] : ['new', 'confirm'];
  const [index, setIndex] = useState(0);
  const [attemptsLeft, setAttemptsLeft] = useState<string | null>(null);
  const step = steps[index]!;
  const name = FIELD[step];
  const { control, trigger, setValue, setError, clearErrors, getValues, reset, formState } = useForm<PinForm>(
    {
      resolver: zodResolver(PinFormSchema),
      defaultValues: EMPTY,
    },
  );
  const check = useMutation({ mutationFn: validatePin });
  const save = useMutation({ mutationFn: submit });
  const busy = check.isPending || save.isPending;

  const goTo = (target: PinStep) => {
    const at = steps.indexOf(target);
    clearErrors();
    for (const later of steps.slice(at)) setValue(FIELD[later], '');
    setIndex(at);
  };

  const flowRefusal = useFlowRefusal(onBlocked);
  const refused = (error: unknown) => {
    const message = flowRefusal(error, () => reset(EMPTY));
    if (message === null) return;
    let target: PinStep = step;
    if (isCode(error, 'PIN_WRONG')) target = 'old';
    else if (isCode(error, 'PIN_WEAK', 'PIN_FORMAT', 'PIN_SAME_AS_OLD')) target = 'new';
    setAttemptsLeft(target === 'old' ? attemptsLeftOf(error) : null);
    if (steps.includes(target)) goTo(target);
    else setValue(name, '');
    setError(FIELD[steps.includes(target) ? target : step], { type: 'bank', message });
  };

  const type = (next: string) => {
    if (busy) return;
    if (next) {
      clearErrors(name);
      setAttemptsLeft(null);
    }
    setValue(name, next.replace(/\D/g, '').slice(0, 6));
  };

  const onFill = async (value: string) => {
    if (busy || value.length < 6) return;
    if (step === 'old') {
      check.mutate(value, { onSuccess: () => setIndex(index + 1), onError: refused });
      return;
    }
    if (!(await trigger(name))) {
      setValue(name, '');
      return;
    }
    if (step === 'new') {
      setIndex(index + 1);
      return;
    }
    const { oldPin, pin } = getValues();
    save.mutate(
      { oldPin, pin },
      {
        onSuccess: () => {
          reset(EMPTY);
          onDone();
        },
        onError: refused,
      },
    );
  };

  const error = ruleText(formState.errors[name]?.message, i18n.language);
  return (
    <div className="secret" data-testid={`pin-step-${step}`}>
      <section className="secret-step" aria-labelledby="pin-step-title">
        <p className="secret-step__progress">{t('pin.progress', { step: index + 1, total: steps.length })}</p>
        <h2 className="secret-step__title" id="pin-step-title">
          {t(`pin.steps.${step}.title`)}
        </h2>
        <p className="secret-step__body">{t(`pin.steps.${step}.body`)}</p>
        <Controller
          key={step}
          name={name}
          control={control}
          render={({ field }) => (
            <PinBoxes
              step={step}
              className="secret-boxes"
              value={field.value}
              invalid={!!error}
              label={t('pin.boxes')}
              describedBy={error ? 'pin-error' : undefined}
              onType={type}
              onFill={(value) => void onFill(value)}
            />
          )}
        />
        <div className="secret-feedback">
          {busy ? (
            <p className="secret-busy" role="status">
              <SpinLoading style={{ '--size': '18px' }} aria-hidden="true" />
              {t(check.isPending ? 'pin.checking' : 'pin.saving')}
            </p>
          ) : error ? (
            <RefusalAlert
              id="pin-error"
              className="secret-error"
              attemptsClassName="secret-error__attempts"
              text={error}
              attempts={attemptsLeft ? t('pin.attemptsLeft', { left: attemptsLeft }) : null}
            />
          ) : null}
        </div>
        {step === 'confirm' ? (
          <Button fill="none" color="primary" className="secret-link" onClick={() => goTo('new')}>
            {t('pin.restart')}
          </Button>
        ) : null}
      </section>
      <p className="secret-privacy">{t('pin.privacy')}</p>
    </div>
  );
}
