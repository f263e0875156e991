import { Dialog } from '../../shared/ui/antd-popups';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { DailyAttempts } from '../../../contracts/entities/id-scan';
import { isApiError } from '../../api';
import { CameraDenied } from '../../shared/camera/camera-denied';
import { DailyLimitReached } from '../../shared/camera/limit-reached';
import { useCameraPermission } from '../../shared/camera/use-camera-permission';
import { formatDateTime } from '../../shared/lib/dates';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { routeOf, submitStep } from '../../shared/onboarding/flow';
import { QueryFrame } from '../../shared/ui/query-frame';
import { faceOutcomeOf, faceOutcomeOfFailCode, isFaceLimit, type FaceOutcome } from './face-outcome';
import { FaceCamera, FaceEducation, FaceRetry, FaceSuccess } from './face-stages';
import { useFaceCheck } from './use-face-check';
import { useFaceScan } from './use-face-scan';
import './face.css';
import '../../shared/ui/screen.css';
import '../../shared/camera/camera.css';

type Stage = 'education' | 'camera' | 'success' | FaceOutcome;

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
  const scan = useFaceScan(check.data?.flow.flowId ?? '', setStage);

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

  const limitOnFailure = (error: unknown) =>
    isFaceLimit(error) ? limitOf(faceOutcomeOf(error).message, faceOutcomeOf(error).attempts) : undefined;

  const stageOf = (data: NonNullable<typeof check.data>) => {
    if (data.flow.nextAction !== 'FACE_SCANNING') return <Navigate to={ROUTES.LOADING} replace />;

    // Before this visit's first photo, the bank's last result decides where the screen opens.
    const last = data.last;
    const current: Stage =
      stage ??
      (last?.STATUS === 'T'
        ? 'success'
        : last?.STATUS === 'F'
          ? faceOutcomeOfFailCode(last.FAIL_CODE, i18n.language, t('retry.previousBody'))
          : 'education');

    if (typeof current === 'object' && current.kind === 'limit')
      return limitOf(current.message, current.attempts);

    if (current === 'success')
      return <FaceSuccess onContinue={() => step.mutate()} loading={step.isPending} />;
    if (typeof current === 'object')
      return (
        <FaceRetry
          outcome={current}
          onRetry={() => void openCamera()}
          asking={camera.permission === 'asking'}
        />
      );
    if (current === 'camera')
      return <FaceCamera onBack={() => setStage('education')} onFile={onFile} checking={scan.isPending} />;
    return <FaceEducation onStart={() => void openCamera()} asking={camera.permission === 'asking'} />;
  };

  return (
    <QueryFrame query={check} failure={limitOnFailure}>
      {stageOf}
    </QueryFrame>
  );
}
