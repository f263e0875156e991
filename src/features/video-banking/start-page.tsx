import { useEffect } from 'react';
import { QueryFrame } from '../../shared/ui/query-frame';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { LimitReached, NotEntitled, ScheduleLater } from './outcomes';
import { StartScreen } from './start-screen';
import { usePreCheck } from './vb-api';
import { sessionPath } from './vb-paths';
import './video-banking.css';

/**
 * ROUTES.VIDEO_BANKING: what pre_check allows now. A session still open is resumed; not entitled, no
 * attempts left today and outside the service hours each have their screen; else the start screen.
 */
export default function VideoBankingStartPage() {
  const nav = useAppNavigate();
  const pre = usePreCheck();
  const activeSessionId = pre.data?.activeSessionId;

  useEffect(() => {
    if (activeSessionId) nav.replace(sessionPath(activeSessionId));
  }, [activeSessionId, nav]);

  // A session still open: the skeleton while it is resumed.
  return (
    <QueryFrame query={pre} waiting={!!activeSessionId}>
      {(data) => {
        if (data.entitled === 'N') return <NotEntitled />;
        if (data.attemptsLeft === '0')
          return <LimitReached attemptsPerDay={data.attemptsPerDay} releaseTime={data.releaseTime} />;
        if (data.inServiceTime === 'N') return <ScheduleLater hours={data} />;
        return <StartScreen preCheck={data} onRefused={() => void pre.refetch()} />;
      }}
    </QueryFrame>
  );
}
