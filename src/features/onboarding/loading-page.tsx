import { SpinLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { ErrorState } from '../../shared/ui/error-state';
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
    queryKey: ['onboarding-flow', otpSession ?? ''],
    queryFn: async () => {
      const current = await fetchPaylaterFlow();
      if (otpSession && current.nextAction === 'OTP_VALIDATE') {
        return submitStep('OTP_VALIDATE', { session: otpSession });
      }
      return current;
    },
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (flow.data) nav.replace(routeOf(flow.data.nextAction));
  }, [flow.data, nav]);

  if (flow.isError) return <ErrorState error={flow.error} onRetry={() => void flow.refetch()} />;
  return (
    <div className="onboarding onboarding--center" role="status" data-testid="flow-loading">
      <SpinLoading color="primary" style={{ '--size': '48px' }} />
      <h2>{t('loading.heading')}</h2>
      <p>{t('loading.body')}</p>
    </div>
  );
}
