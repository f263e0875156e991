import { TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { VideoSession } from '../../../contracts/entities/video-banking';
import { VbHero } from './vb-hero';
import { waitMinutes } from './vb-time';
import '../../shared/ui/screen.css';

/** vb.queue: the place in the queue and the estimated wait, updated as the bank is polled. */
export function QueueView({ session, onLeave }: { session: VideoSession; onLeave: () => void }) {
  const { t } = useTranslation('videoBanking');
  const minutes = waitMinutes(session.waitTime);
  return (
    <div className="step-screen vb vb-queue" data-testid="vb-queue">
      <VbHero step="queue" icon={<TeamOutline />} />

      <dl className="two-columns vb-queue__figures" aria-live="polite">
        <div className="vb-queue__figure">
          <dt>{t('queue.position')}</dt>
          <dd className="vb-queue__position" data-testid="vb-queue-position">
            {session.pos}
          </dd>
        </div>
        <div className="vb-queue__figure">
          <dt>{t('queue.wait')}</dt>
          <dd className="vb-queue__wait" data-testid="vb-queue-wait">
            {minutes > 0 ? t('queue.waitMinutes', { minutes }) : t('queue.waitSoon')}
          </dd>
        </div>
      </dl>

      <p className="vb-progress" role="status">
        <span className="vb-spinner" aria-hidden="true" /> {t('queue.waiting')}
      </p>

      <section className="step-tips vb-card" aria-labelledby="vb-tips-heading">
        <h3 id="vb-tips-heading">{t('queue.tipsHeading')}</h3>
        <ul className="vb-list vb-list--plain">
          <li>{t('queue.tips.ktp')}</li>
          <li>{t('queue.tips.light')}</li>
        </ul>
      </section>

      <button type="button" className="vb-link" onClick={onLeave} data-testid="vb-leave">
        {t('queue.leave')}
      </button>
    </div>
  );
}
