import { Result } from 'antd-mobile';
import { CheckCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useCallback, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyAttempts } from '../../../contracts/entities/id-scan';
import { CameraBusy } from '../../shared/camera/camera-busy';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { BottomAction } from '../../shared/ui/bottom-action';
import { FaceArt } from '../../shared/ui/illustrations/face-art';
import type { FaceOutcome } from './face-outcome';

const TIPS = ['light', 'accessories', 'oval'] as const;

function AttemptsLeft({ attempts }: { attempts: DailyAttempts | null }) {
  const { t } = useTranslation('face');
  if (!attempts) return null;
  return (
    <p className="face-attempts" data-testid="face-attempts-left">
      {t('retry.attemptsLeft', { left: attempts.attemptsLeft, total: attempts.attemptsPerDay })}
    </p>
  );
}

function Tips({ heading }: { heading: string }) {
  const { t } = useTranslation('face');
  return (
    <section className="step-tips face-tips" aria-labelledby="face-tips-heading">
      <h3 id="face-tips-heading">{heading}</h3>
      <ol className="step-list">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`education.tips.${tip}`)}</li>
        ))}
      </ol>
    </section>
  );
}

/** While it is on screen, the bar's back button does `onBack` instead of leaving the page. */
function BackTo({ onBack }: { onBack: () => void }) {
  const handler = useRef(onBack);
  useBackHandler(useCallback(() => handler.current(), []));
  return null;
}

/** The oval the face goes in: the outline of a face before the photo, a spinner while the bank checks it. */
function Oval({ checking }: { checking: boolean }) {
  const { t } = useTranslation('face');
  return (
    <div className="face-viewfinder">
      <div className="face-oval" role="img" aria-label={t('camera.ovalLabel')}>
        <span className="face-oval__face">
          <FaceArt mode="viewfinder" />
        </span>
      </div>
      {checking ? <CameraBusy className="face-viewfinder__checking" label={t('camera.checking')} /> : null}
    </div>
  );
}

/** The face passed: on to the flow's next step. */
export function FaceSuccess({ onContinue, loading }: { onContinue: () => void; loading: boolean }) {
  const { t } = useTranslation('face');
  return (
    <div
      className="step-screen step-screen--roomy face face--result face--success"
      data-testid="face-success"
    >
      <div role="status">
        <Result
          status="success"
          icon={<CheckCircleFill aria-hidden="true" />}
          title={<h2 className="face-result__title">{t('success.title')}</h2>}
          description={<span className="face-result__body">{t('success.body')}</span>}
        />
      </div>
      <BottomAction onClick={onContinue} loading={loading} testId="face-continue">
        {t('success.action')}
      </BottomAction>
    </div>
  );
}

/** The face was refused: why, the bank's advice, the attempts left today and the tips again. */
export function FaceRetry({
  outcome,
  onRetry,
  asking,
}: {
  outcome: Extract<FaceOutcome, { kind: 'retry' }>;
  onRetry: () => void;
  /** The camera permission is being asked. */
  asking: boolean;
}) {
  const { t } = useTranslation('face');
  return (
    <div className="step-screen step-screen--roomy face face--result" data-testid="face-retry">
      <div role="alert">
        <Result
          status="warning"
          icon={<ExclamationCircleFill aria-hidden="true" />}
          title={<h2 className="face-result__title">{t('retry.title')}</h2>}
          description={
            <>
              <span className="face-result__reason">{t(`retry.reasons.${outcome.reason}`)}</span>
              {outcome.message ? <span className="face-result__body">{outcome.message}</span> : null}
            </>
          }
        />
      </div>
      <AttemptsLeft attempts={outcome.attempts} />
      <Tips heading={t('retry.tipsHeading')} />
      <BottomAction onClick={onRetry} loading={asking} testId="face-retry-action">
        {t('retry.action')}
      </BottomAction>
    </div>
  );
}

/** The camera: the oval, and the photo taken by the phone's front camera (a file picker on a desktop). */
export function FaceCamera({
  onBack,
  onFile,
  checking,
}: {
  onBack: () => void;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The bank is checking the photo. */
  checking: boolean;
}) {
  const { t } = useTranslation('face');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="step-screen step-screen--roomy face" data-testid="face-camera">
      <BackTo onBack={onBack} />
      <section className="step-head face-head" aria-labelledby="face-camera-heading">
        <h2 id="face-camera-heading">{t('camera.heading')}</h2>
        <p>{t('camera.hint')}</p>
      </section>
      <Oval checking={checking} />
      <input
        ref={input}
        className="face-input"
        type="file"
        accept="image/*"
        capture="user"
        aria-label={t('camera.inputLabel')}
        tabIndex={-1}
        onChange={onFile}
        data-testid="face-photo-input"
      />
      <BottomAction onClick={() => input.current?.click()} loading={checking} testId="face-take-photo">
        {t('camera.take')}
      </BottomAction>
    </div>
  );
}

/** Before the camera: light, no glasses, mask or hat, the face in the oval. */
export function FaceEducation({ onStart, asking }: { onStart: () => void; asking: boolean }) {
  const { t } = useTranslation('face');
  return (
    <div className="step-screen step-screen--roomy face" data-testid="face-education">
      <section className="step-head face-head" aria-labelledby="face-education-heading">
        <h2 id="face-education-heading">{t('education.heading')}</h2>
        <p>{t('education.body')}</p>
      </section>
      <figure className="face-guide">
        <FaceArt mode="guide" label={t('education.artLabel')} />
      </figure>
      <Tips heading={t('education.tipsHeading')} />
      <BottomAction onClick={onStart} loading={asking} testId="face-start">
        {t('education.start')}
      </BottomAction>
    </div>
  );
}
