import { Button, SpinLoading } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/antd-popups';
import { PinSchema } from '../../../contracts/rules/fields';
import { RULE_MESSAGES } from '../../../contracts/rules/messages';
import { langOf } from '../../../contracts/lang';
import type { CodeName } from '../../../contracts/codes';
import { attemptsLeftOf, endpointQuery, isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { endpoints } from './endpoints';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { PinBoxes, RefusalAlert } from '../../shared/ui/pin-boxes';
import { submitStep } from '../../shared/onboarding/flow';
import { provePin, setNewPin } from '../../shared/security/encrypt-secret';
import { QueryFrame } from '../../shared/ui/query-frame';
import './onboarding.css';

type Step = 'enter' | 'new' | 'confirm';

/** The scene of the PIN proof the step sends along; the PIN itself only ever leaves encrypted. */
const STEP_SCENE = 'PAYLATER_APPLY';
/** Refusals that end the step: a dialog, then back to Pay Later apply. */
const BLOCKING: CodeName[] = ['PIN_LOCKED', 'SECURITY_SESSION_INVALID'];

/** password/validate: a right PIN answers a one-use session, the proof of the PIN_VALIDATE step. */
async function proveAndSubmit(pin: string) {
  const proof = await provePin(STEP_SCENE, pin);
  return submitStep('PIN_VALIDATE', { session: proof.session });
}

/**
 * The PIN step of the onboarding flow (PIN_VALIDATE): a customer with a transaction PIN enters it; one
 * without creates it (new, then confirm, under the section 5 rules) first. The bank checks the PIN
 * (password/validate) and the flow goes on at /loading.
 */
export default function PinStepPage() {
  const member = useQuery(endpointQuery(endpoints.queryMemberInfo, {}));
  return <QueryFrame query={member}>{(data) => <PinStep hasPin={data.passwordStatus === '1'} />}</QueryFrame>;
}

function PinStep({ hasPin }: { hasPin: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const lang = langOf(i18n.language);
  const nav = useAppNavigate();
  const [step, setStep] = useState<Step>(hasPin ? 'enter' : 'new');
  const [value, setValue] = useState('');
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<{ text: string; attemptsLeft?: string } | null>(null);
  const send = useMutation({
    mutationFn: async (pin: string) => {
      if (step === 'confirm') await setNewPin(pin);
      return proveAndSubmit(pin);
    },
    onSuccess: () => nav.replace(ROUTES.LOADING),
    onError: (failure) => {
      setValue('');
      if (!isApiError(failure) || failure.kind === 'network') return;
      const refusal = { text: failure.ret_msg, attemptsLeft: attemptsLeftOf(failure) ?? undefined };
      if (isCode(failure, ...BLOCKING)) {
        void Dialog.alert({ content: refusal.text, confirmText: t('ok'), onConfirm: nav.back });
        return;
      }
      if (isCode(failure, 'PIN_ALREADY_SET')) {
        // A PIN was set meanwhile (another device): enter that one.
        setStep('enter');
      } else if (isCode(failure, 'PIN_WEAK', 'PIN_FORMAT')) {
        setStep('new');
      }
      setError(refusal);
    },
  });

  const type = (next: string) => {
    if (send.isPending) return;
    if (next) setError(null);
    setValue(next.replace(/\D/g, '').slice(0, 6));
  };

  const onFill = (pin: string) => {
    if (send.isPending || pin.length < 6) return;
    if (step === 'new') {
      const parsed = PinSchema.safeParse(pin);
      setValue('');
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message as keyof typeof RULE_MESSAGES;
        setError({ text: (RULE_MESSAGES[key] ?? RULE_MESSAGES.pinFormat)[lang] });
        return;
      }
      setChosen(pin);
      setStep('confirm');
      return;
    }
    if (step === 'confirm' && pin !== chosen) {
      setValue('');
      setError({ text: RULE_MESSAGES.pinMismatch[lang] });
      return;
    }
    send.mutate(pin);
  };

  const restart = () => {
    setChosen('');
    setValue('');
    setError(null);
    setStep('new');
  };

  const total = hasPin ? 1 : 2;
  const index = step === 'confirm' ? 2 : 1;
  return (
    <div className="onboarding onboarding-pin" data-testid={`pin-step-${step}`}>
      <section className="onboarding-pin__step" aria-labelledby="pin-step-title">
        {total > 1 ? <p className="onboarding-pin__progress">{t('pin.progress', { index, total })}</p> : null}
        <h2 className="onboarding-pin__title" id="pin-step-title">
          {t(`pin.${step}.title`)}
        </h2>
        <p className="onboarding-pin__body">{t(`pin.${step}.body`)}</p>
        <PinBoxes
          step={step}
          className="onboarding-pin__boxes"
          value={value}
          invalid={!!error}
          label={t('pin.boxes')}
          describedBy={error ? 'pin-step-error' : undefined}
          onType={type}
          onFill={onFill}
        />
        <div className="onboarding-pin__feedback">
          {send.isPending ? (
            <p className="onboarding-pin__busy" role="status">
              <SpinLoading style={{ '--size': '18px' }} aria-hidden="true" />
              {t('pin.checking')}
            </p>
          ) : error ? (
            <RefusalAlert
              id="pin-step-error"
              className="onboarding-field__error"
              attemptsClassName="onboarding-pin__attempts"
              text={error.text}
              attempts={error.attemptsLeft ? t('pin.attemptsLeft', { left: error.attemptsLeft }) : null}
            />
          ) : null}
        </div>
        {step === 'confirm' ? (
          <Button fill="none" color="primary" className="onboarding-pin__link" onClick={restart}>
            {t('pin.restart')}
          </Button>
        ) : null}
        {step === 'enter' ? (
          <Button
            fill="none"
            color="primary"
            className="onboarding-pin__link"
            onClick={() => nav.push(ROUTES.PIN_FORGOT)}
          >
            {t('pin.forgot')}
          </Button>
        ) : null}
      </section>
      <p className="onboarding-pin__privacy">{t('pin.privacy')}</p>
    </div>
  );
}
