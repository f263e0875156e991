import { Dialog } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { submitStep } from '../../shared/onboarding/flow';
import './onboarding.css';

const ITEMS = ['ocr', 'face', 'vb', 'question', 'pin'] as const;

/** The Prime data step (PRIME_INPUT): what opening Allo Prime will ask for, then the flow goes on. */
export default function PrimeInputPage() {
  const { t } = useTranslation('onboarding');
  const nav = useAppNavigate();
  const next = useMutation({
    mutationFn: () => submitStep('PRIME_INPUT'),
    onSuccess: () => nav.replace(ROUTES.LOADING),
    onError: (error) => {
      if (isApiError(error) && error.kind !== 'network') {
        void Dialog.alert({ content: error.ret_msg, confirmText: t('ok') });
      }
    },
  });
  return (
    <div className="onboarding" data-testid="prime-input">
      <section className="onboarding-card" aria-labelledby="prime-heading">
        <h2 id="prime-heading">{t('prime.heading')}</h2>
        <p>{t('prime.body')}</p>
        <ul>
          {ITEMS.map((item) => (
            <li key={item}>{t(`prime.items.${item}`)}</li>
          ))}
        </ul>
      </section>
      <BottomAction onClick={() => next.mutate()} loading={next.isPending} testId="prime-continue">
        {t('prime.continue')}
      </BottomAction>
    </div>
  );
}
