import { Result, SpinLoading } from 'antd-mobile';
import { Dialog } from '../../shared/ui/kit-popups';
import { CheckCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { DailyAttempts } from '../../../contracts/entities/identity';
import { either } from '../../../contracts/spelling';
import { call, isApiError } from '../../api';
import { endpoints } from './endpoints';
import { CameraDenied } from '../../shared/camera/camera-denied';
import { DailyLimitReached } from '../../shared/camera/limit-reached';
import { dataUrlOf, shrinkPhoto } from '../../shared/camera/photo';
import { useCameraPermission } from '../../shared/camera/use-camera-permission';
import { formatDateTime } from '../../shared/lib/dates';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { routeOf, submitStep } from '../../shared/onboarding/flow';
import { BottomAction } from '../../shared/ui/bottom-action';
import { ErrorState } from '../../shared/ui/error-state';
import { FaceArt } from '../../shared/ui/illustrations/face-art';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { faceOutcomeOf, faceOutcomeOfFailCode, isFaceLimit, type FaceOutcome } from './face-outcome';
import { FACE_SCENE, useFaceCheck } from './use-face-check';
import './face.css';
import '../../shared/ui/screen.css';
import '../../shared/camera/camera.css';

/** The longer side of the face photo sent to the bank (FACE_INFO stays well under its size limit). */
const PHOTO_MAX_SIDE = 480;
const TIPS = ['light', 'accessories', 'oval'] as const;

type Stage = 'education' | 'camera' | 'success' | FaceOutcome;

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
      {checking ? (
        <span className="camera-busy face-viewfinder__checking" role="status">
          <SpinLoading color="white" style={{ '--size': '32px' }} aria-hidden="true" />
          {t('camera.checking')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * ROUTES.FACE: education (light, no glasses, mask or hat, face in the oval), the camera (a selfie from
 * the phone's front camera, a file picker on a desktop), the bank's check (get/faceid, then scan/face
 * with the photo in FACE_INFO), then retry with the advice and attempts left, the daily limit until
 * 00:00 WIB, or success, which completes FACE_SCANNING and goes on to the flow's next step.
 */
export default function FacePage() {
  const { t, i18n } = useTranslation('face');
  const nav = useAppNavigate();
  const camera = useCameraPermission();
  const check = useFaceCheck();
  const [stage, setStage] = useState<Stage | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const scan = useMutation({
    mutationFn: async (file: File) => {
      const flowId = check.data?.flow.flowId ?? '';
      const photo = await shrinkPhoto(file, PHOTO_MAX_SIDE, 0.7);
      const image = await dataUrlOf(photo).catch(() => '');
      // A fresh ticket for each attempt, then the check itself.
      const ticket = await call(endpoints.amsGetFaceId, { flowId, type: FACE_SCENE });
      // The file name travels along: the fake bank reads magic names such as face-blurry.jpg.
      const faceInfo = JSON.stringify({
        fileName: file.name,
        faceId: either(ticket, 'FACE_ID', 'faceId'),
        ticket: either(ticket, 'TICKET', 'ticket'),
        faceOrg: either(ticket, 'FACE_ORG', 'faceOrg'),
        image,
      });
      return call(endpoints.scanFace, { FACE_INFO: faceInfo, APP_NO: flowId, SCENE: FACE_SCENE });
    },
    onSuccess: (result) =>
      setStage(
        result.STATUS === 'T'
          ? 'success'
          : { kind: 'retry', reason: 'previous', message: t('retry.previousBody'), attempts: null },
      ),
    onError: (error) => setStage(faceOutcomeOf(error)),
  });

  const step = useMutation({
    mutationFn: () => submitStep('FACE_SCANNING'),
    onSuccess: (flow) => nav.replace(routeOf(flow.nextAction)),
    onError: (error) => {
      if (isApiError(error) && error.kind !== 'network')
        void Dialog.alert({ content: error.ret_msg, confirmText: t('success.ok') });
    },
  });

  const openCamera = async () => {
    if (await camera.ask()) setStage('camera');
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) scan.mutate(file);
  };

  if (camera.permission === 'denied') {
    return <CameraDenied testId="face-camera-denied" ns="face" onRetry={() => void openCamera()} />;
  }

  const limitOf = (message: string, attempts: DailyAttempts | null) => {
    const time = attempts?.releaseTime ? formatDateTime(attempts.releaseTime, i18n.language) : null;
    return (
      <DailyLimitReached
        testId="face-limit-reached"
        title={t('limit.title')}
        body={message || t('limit.body')}
        until={time ? t('limit.until', { time }) : null}
        backLabel={t('limit.back')}
        onBack={nav.back}
      />
    );
  };

  if (check.error) {
    if (isFaceLimit(check.error))
      return limitOf(faceOutcomeOf(check.error).message, faceOutcomeOf(check.error).attempts);
    return <ErrorState error={check.error} onRetry={() => void check.refetch()} />;
  }
  if (check.isPending) return <PageSkeleton />;
  if (check.data.flow.nextAction !== 'FACE_SCANNING') return <Navigate to={ROUTES.LOADING} replace />;

  // Before this visit's first photo, the bank's last result decides where the screen opens.
  const last = check.data.last;
  const current: Stage =
    stage ??
    (last?.STATUS === 'T'
      ? 'success'
      : last?.STATUS === 'F'
        ? faceOutcomeOfFailCode(last.FAIL_CODE, i18n.language, t('retry.previousBody'))
        : 'education');

  if (typeof current === 'object' && current.kind === 'limit')
    return limitOf(current.message, current.attempts);

  const fileInput = (
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
  );

  if (current === 'success') {
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
        <BottomAction onClick={() => step.mutate()} loading={step.isPending} testId="face-continue">
          {t('success.action')}
        </BottomAction>
      </div>
    );
  }

  if (typeof current === 'object') {
    return (
      <div className="step-screen step-screen--roomy face face--result" data-testid="face-retry">
        <div role="alert">
          <Result
            status="warning"
            icon={<ExclamationCircleFill aria-hidden="true" />}
            title={<h2 className="face-result__title">{t('retry.title')}</h2>}
            description={
              <>
                <span className="face-result__reason">{t(`retry.reasons.${current.reason}`)}</span>
                {current.message ? <span className="face-result__body">{current.message}</span> : null}
              </>
            }
          />
        </div>
        <AttemptsLeft attempts={current.attempts} />
        <Tips heading={t('retry.tipsHeading')} />
        <BottomAction
          onClick={() => void openCamera()}
          loading={camera.permission === 'asking'}
          testId="face-retry-action"
        >
          {t('retry.action')}
        </BottomAction>
      </div>
    );
  }

  if (current === 'camera') {
    return (
      <div className="step-screen step-screen--roomy face" data-testid="face-camera">
        <BackTo onBack={() => setStage('education')} />
        <section className="step-head face-head" aria-labelledby="face-camera-heading">
          <h2 id="face-camera-heading">{t('camera.heading')}</h2>
          <p>{t('camera.hint')}</p>
        </section>
        <Oval checking={scan.isPending} />
        {fileInput}
        <BottomAction
          onClick={() => input.current?.click()}
          loading={scan.isPending}
          testId="face-take-photo"
        >
          {t('camera.take')}
        </BottomAction>
      </div>
    );
  }

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
      <BottomAction
        onClick={() => void openCamera()}
        loading={camera.permission === 'asking'}
        testId="face-start"
      >
        {t('education.start')}
      </BottomAction>
    </div>
  );
}
