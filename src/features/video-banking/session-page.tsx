import { useMutation, useQuery } from '@tanstack/react-query';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointCallQuery } from '../../api';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { CallView, ConnectingView } from './call-view';
import { ScheduleLater } from './outcomes';
import { QueueView } from './queue-view';
import { RetryOutcome } from './retry-outcome';
import { useLeave } from './use-leave';
import { isLive, isStartRefusal, joinQueue, operate, useVbSession } from './vb-api';
import { endpoints } from './endpoints';
import { showCallError } from './vb-errors';
import { VB_ROUTES, resultPath, sessionPath } from './vb-paths';
import { useVbStore } from './vb-store';
import { CallFailure, QueryFrame, QueryPending } from '../../shared/ui/query-frame';
import './video-banking.css';

/**
 * vb.connect-failed: the call dropped before it connected. Retry joins the queue again in one tap with
 * what the user gave (another attempt of the day); with none left, the limit screen.
 */
function ConnectFailed() {
  const { t } = useTranslation('videoBanking');
  const nav = useAppNavigate();
  const joined = useVbStore((s) => s.joined);
  const retry = useMutation({
    mutationFn: joinQueue,
    onSuccess: (session) => nav.replace(sessionPath(session.sessionId)),
    onError: (error) => (isStartRefusal(error) ? nav.replace(VB_ROUTES.START) : showCallError(error)),
  });
  return (
    <RetryOutcome
      testId="vb-connect-failed"
      icon={<ExclamationCircleOutline />}
      title={t('connectFailed.title')}
      body={t('connectFailed.body')}
      action={{
        label: t('connectFailed.retry'),
        onClick: () => (joined ? retry.mutate(joined) : nav.replace(VB_ROUTES.START)),
        loading: retry.isPending,
        testId: 'vb-retry',
      }}
    />
  );
}

/** vb.schedule-later for a queue the end of the service hours closed: asks when service opens (opType 4). */
function Closed({ sessionId }: { sessionId: string }) {
  const hours = useQuery({
    ...endpointCallQuery(endpoints.vbOperateSession, { sessionId, view: 'service-time' }, () =>
      operate(sessionId, '4'),
    ),
    retry: false,
    gcTime: 0,
  });
  return (
    <QueryFrame query={hours}>
      {(data) => {
        if (!data.serviceTime) return <CallFailure error={null} onRetry={() => void hours.refetch()} />;
        return <ScheduleLater hours={data.serviceTime} closed />;
      }}
    </QueryFrame>
  );
}

/** One session: queue, connecting, in the call, or how it ended. */
function SessionScreen({ sessionId }: { sessionId: string }) {
  const nav = useAppNavigate();
  const session = useVbSession(sessionId);
  const status = session.data?.status;
  const { ask, leaving } = useLeave(sessionId, status === 'CONNECTING' || status === 'CONNECTED');

  // While waiting or talking, the back button asks before leaving (vb.cancel-confirm).
  const live = isLive(status);
  useBackHandler(useCallback(() => (live ? ask() : nav.back()), [live, ask, nav]));

  useEffect(() => {
    if (status === 'FINISHED') nav.replace(resultPath(sessionId));
    if (status === 'LEFT') nav.replace(VB_ROUTES.START);
  }, [status, sessionId, nav]);

  // A failed poll keeps the session on screen; the next poll tells more.
  return (
    <QueryFrame query={session} keepOnFailure>
      {(data) => {
        switch (data.status) {
          case 'QUEUING':
            return <QueueView session={data} onLeave={ask} />;
          case 'CONNECTING':
            return <ConnectingView />;
          case 'CONNECTED':
            return <CallView onHangUp={ask} hangingUp={leaving} />;
          case 'FAILED':
            return <ConnectFailed />;
          case 'CLOSED':
            return <Closed sessionId={sessionId} />;
          default:
            // Finished or left: on its way to the result or the start.
            return <QueryPending />;
        }
      }}
    </QueryFrame>
  );
}

/** VB_ROUTES.SESSION?id=: the session of the link; without one, the start. */
export default function SessionPage() {
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const sessionId = search.get('id') ?? '';
  useEffect(() => {
    if (!sessionId) nav.replace(VB_ROUTES.START);
  }, [sessionId, nav]);
  if (!sessionId) return <QueryPending />;
  return <SessionScreen key={sessionId} sessionId={sessionId} />;
}
