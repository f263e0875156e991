import { Result } from 'antd-mobile';
import { Dialog } from '../../shared/ui/antd-popups';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrimeInput } from '../../../contracts/entities/onboarding-prime';
import { PRIME_ANNUAL_INTEREST_RATE } from '../../../contracts/entities/upgrade';
import { formatRate } from '../../shared/lib/money';
import { call, endpointQuery, isApiError } from '../../api';
import { endpoints } from './endpoints';
import { PrimeDataForm } from '../../shared/forms/prime-data-form';
import { useSavedPrimeValues, type PrimeValues } from '../../shared/forms/prime-prefill';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { submitStep } from '../../shared/onboarding/flow';
import { BottomAction } from '../../shared/ui/bottom-action';
import { CallFailure, QueryFrame } from '../../shared/ui/query-frame';
import './onboarding.css';
import { isCode } from '../../api/is-code';

/** The customer already holds Allo Prime: the bank has the data, the step only needs confirming. */
function AlreadyPrime() {
  const { t } = useTranslation('onboarding');
  const nav = useAppNavigate();
  const next = useMutation({
    mutationFn: () => submitStep('PRIME_INPUT'),
    onSuccess: () => nav.replace(ROUTES.LOADING),
  });
  return (
    <div className="onboarding" data-testid="prime-input">
      <Result
        status="success"
        title={<h2 className="onboarding-result__title">{t('prime.already.title')}</h2>}
        description={t('prime.already.body')}
      />
      {next.error ? <CallFailure error={next.error} onRetry={() => next.mutate()} /> : null}
      <BottomAction onClick={() => next.mutate()} loading={next.isPending} testId="prime-submit">
        {t('prime.continue')}
      </BottomAction>
    </div>
  );
}

/**
 * The Prime data step (PRIME_INPUT): the shared Prime data form, sent with upgrade/high_account (which
 * opens Allo Prime); then the step is completed and the flow goes on. What the Pay Later form just took
 * (query/ext_cust_info) fills the form, as on the Prime upgrade: it is not asked again (issue 40).
 */
export default function PrimeInputPage() {
  const member = useQuery(endpointQuery(endpoints.queryMemberInfo, {}));
  const saved = useSavedPrimeValues();
  // The form takes its start once: it waits for the saved answers.
  return (
    <QueryFrame query={member} waiting={saved.pending}>
      {(data) => (data.mpcLevel === '3' ? <AlreadyPrime /> : <PrimeStep initial={saved.values} />)}
    </QueryFrame>
  );
}

function PrimeStep({ initial }: { initial: PrimeValues }) {
  const { t, i18n } = useTranslation('onboarding');
  const nav = useAppNavigate();
  // A retry after the step failed must not open Prime twice.
  const upgraded = useRef(false);
  // Said when the form starts filled, so the customer checks it rather than wonders where it came from.
  const prefilled = Object.values(initial).some(Boolean);

  const send = async (data: PrimeInput) => {
    if (!upgraded.current) {
      await call(endpoints.upgradeHighAccount, data);
      upgraded.current = true;
    }
    return submitStep('PRIME_INPUT');
  };

  const refused = (error: unknown) => {
    // A lost connection has its own dialog (the API client's).
    if (!isApiError(error) || error.kind === 'network') return;
    const title = isCode(error, 'UPGRADE_UNSUCCESSFUL') ? t('prime.unsuccessful') : undefined;
    void Dialog.alert({ title, content: error.ret_msg, confirmText: t('ok') });
  };

  return (
    <div className="onboarding" data-testid="prime-input">
      <PrimeDataForm
        testId="prime-form"
        labelledBy="prime-heading"
        intro={
          <section className="onboarding-card onboarding-card--intro" aria-labelledby="prime-heading">
            <h2 id="prime-heading">{t('prime.heading')}</h2>
            <p>
              {t(prefilled ? 'prime.bodyPrefilled' : 'prime.body', {
                rate: formatRate(PRIME_ANNUAL_INTEREST_RATE, i18n.language),
              })}
            </p>
          </section>
        }
        initial={initial}
        submitLabel={t('prime.submit')}
        send={send}
        onSent={() => nav.replace(ROUTES.LOADING)}
        onRefused={refused}
      />
    </div>
  );
}
