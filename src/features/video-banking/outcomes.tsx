import { useMutation } from '@tanstack/react-query';
import { CalendarOutline, ClockCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { fetchPaylaterFlow, routeOf, submitStep } from '../../shared/onboarding/flow';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { showCallError } from './vb-errors';
import { VbOutcome } from './vb-outcome';
import { formatDateTime, formatTime, formatWeekdayDate, formatWibHours } from '../../shared/lib/dates';

interface ServiceHours {
  serviceStartTime: string;
  serviceEndTime: string;
  nextServiceTime: string;
}

/**
 * vb.schedule-later: outside the service hours, or a queue the end of the service hours closed; says
 * when the service opens next.
 */
export function ScheduleLater({ hours, closed = false }: { hours: ServiceHours; closed?: boolean }) {
  const { t, i18n } = useTranslation('videoBanking');
  const nav = useAppNavigate();
  const span = formatWibHours(hours.serviceStartTime, hours.serviceEndTime, i18n.language);
  const next = {
    day: formatWeekdayDate(hours.nextServiceTime, i18n.language),
    time: formatTime(hours.nextServiceTime, i18n.language),
  };
  return (
    <VbOutcome
      testId="vb-schedule-later"
      tone="info"
      icon={<CalendarOutline />}
      title={t('scheduleLater.title')}
      body={closed ? t('scheduleLater.closedBody') : t('scheduleLater.body', { hours: span })}
      figure={{
        label: t('scheduleLater.next'),
        value: (
          <>
            <span className="vb-outcome__figure-line">{next.day}</span>
            <span className="vb-outcome__figure-line">{next.time}</span>
          </>
        ),
      }}
      action={{ label: t('backHome'), onClick: nav.back }}
    />
  );
}

/** vb.limit-reached: every attempt of the day used; they come back at 00:00 WIB. */
export function LimitReached({
  attemptsPerDay,
  releaseTime,
}: {
  attemptsPerDay: string;
  releaseTime: string;
}) {
  const { t, i18n } = useTranslation('videoBanking');
  const nav = useAppNavigate();
  return (
    <VbOutcome
      testId="vb-limit-reached"
      tone="blocked"
      icon={<ClockCircleOutline />}
      title={t('limit.title')}
      body={t('limit.body', { total: attemptsPerDay })}
      action={{ label: t('backHome'), onClick: nav.back }}
    >
      <p className="vb-outcome__until">
        {t('limit.until', { time: formatDateTime(releaseTime, i18n.language) })}
      </p>
    </VbOutcome>
  );
}

/**
 * vb.not-entitled: no bigger limit for now, the application is still reviewed. Continue completes the
 * video-banking step of the flow (the bank lets it pass without a call) and goes to the next step.
 */
export function NotEntitled() {
  const { t } = useTranslation('videoBanking');
  const nav = useAppNavigate();
  const next = useMutation({
    mutationFn: async () => {
      const flow = await fetchPaylaterFlow();
      return flow.nextAction === 'VEDIO_BANKING' ? submitStep('VEDIO_BANKING') : flow;
    },
    onSuccess: (flow) => nav.replace(routeOf(flow.nextAction)),
    onError: (error) => showCallError(error),
  });
  return (
    <VbOutcome
      testId="vb-not-entitled"
      tone="warning"
      icon={<ExclamationCircleOutline />}
      title={t('notEntitled.title')}
      body={t('notEntitled.body')}
      action={{
        label: t('notEntitled.continue'),
        onClick: () => next.mutate(),
        loading: next.isPending,
        testId: 'vb-continue',
      }}
    />
  );
}
