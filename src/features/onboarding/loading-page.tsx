import { SpinLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointCallQuery } from '../../api';
import { endpoints } from './endpoints';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { QueryFrame } from '../../shared/ui/query-frame';
import { fetchPaylaterFlow, routeOf, submitStep } from '../../shared/onboarding/flow';
import './onboarding.css';

/**
 * The flow engine: asks the bank for the Pay Later flow and replaces this route with the screen of its
 * next action. Back from OTP with ?otpSession=, it first completes the OTP step.
 */
export default function LoadingPage() {
  const { t } = useTranslation('onboarding');
  const nav = useAppNavigate();
  const [params] = useSearchParams();
  const otpSession = params.get('otpSession');
  const flow = useQuery({
    ...endpointCallQuery(
      endpoints.checkFlow,
      { view: 'next-step', otpSession: otpSession ?? '' },
      async () => {
        const current = await fetchPaylaterFlow();
        if (otpSession && current.nextAction === 'OTP_VALIDATE') {
          return submitStep('OTP_VALIDATE', { session: otpSession });
        }
        return current;
      },
    ),
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (flow.data) nav.replace(routeOf(flow.data.nextAction));
  }, [flow.data, nav]);

  // The spinner while the flow is asked and while the next screen opens; a failed ask is the frame's error.
  const loading = (
    <div className="onboarding onboarding--center" role="status" data-testid="flow-loading">
      <SpinLoading color="primary" style={{ '--size': '48px' }} />
      <h2>{t('loading.heading')}</h2>
      <p>{t('loading.body')}</p>
    </div>
  );
  return (
    <QueryFrame query={flow} skeleton={loading}>
      {() => loading}
    </QueryFrame>
  );
}
