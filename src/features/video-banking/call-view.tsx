import { PhoneFill, UserContactOutline, UserOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../shared/lib/dates';
import '../../shared/ui/screen.css';

/** Seconds since the screen saw the call connect, ticking once a second. */
function useCallSeconds(): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** The agent's tile of the video stand-in: the officer, or the wait for them. */
function AgentTile({ connecting }: { connecting: boolean }) {
  const { t } = useTranslation('videoBanking');
  return (
    <div className="vb-call__agent" role="img" aria-label={t('call.agentVideo')}>
      {connecting ? (
        <span className="vb-spinner vb-spinner--large" aria-hidden="true" />
      ) : (
        <UserContactOutline className="vb-call__avatar" aria-hidden="true" />
      )}
      <span className="vb-call__name" aria-hidden="true">
        {t('call.agent')}
      </span>
    </div>
  );
}

/** vb.connecting: an agent took the call and the video is being set up. */
export function ConnectingView() {
  const { t } = useTranslation('videoBanking');
  return (
    <div className="step-screen vb vb-call vb-call--connecting" data-testid="vb-connecting">
      <div className="vb-call__stage">
        <AgentTile connecting />
      </div>
      <div className="vb-call__panel" role="status">
        <h2 className="vb-call__title">{t('call.connecting')}</h2>
        <p className="vb-call__hint">{t('call.connectingBody')}</p>
      </div>
    </div>
  );
}

/**
 * vb.connected: the stand-in for the video SDK: the agent's tile, the user's own small preview, the
 * call timer, and hanging up.
 */
export function CallView({ onHangUp, hangingUp }: { onHangUp: () => void; hangingUp: boolean }) {
  const { t } = useTranslation('videoBanking');
  const seconds = useCallSeconds();
  return (
    <div className="step-screen vb vb-call" data-testid="vb-connected">
      <div className="vb-call__stage">
        <AgentTile connecting={false} />
        <p className="vb-call__status">
          <span className="vb-call__dot" aria-hidden="true" />
          <span>{t('call.connected')}</span>
          <span aria-hidden="true">·</span>
          <time
            className="vb-call__timer"
            role="timer"
            aria-label={t('call.duration')}
            data-testid="vb-call-timer"
          >
            {formatDuration(seconds)}
          </time>
        </p>
        <div className="vb-call__self" role="img" aria-label={t('call.selfVideo')}>
          <UserOutline className="vb-call__self-icon" aria-hidden="true" />
          <span aria-hidden="true">{t('call.self')}</span>
        </div>
      </div>
      <div className="vb-call__panel">
        <p className="vb-call__hint">{t('call.hint')}</p>
        <button
          type="button"
          className="vb-call__hangup"
          onClick={onHangUp}
          disabled={hangingUp}
          aria-label={t('call.hangUp')}
          data-testid="vb-hang-up"
        >
          <PhoneFill aria-hidden="true" />
        </button>
        <span className="vb-call__hangup-label" aria-hidden="true">
          {t('call.hangUp')}
        </span>
      </div>
    </div>
  );
}
