import { Button } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { call, endpointQuery, upload } from '../../api';
import { endpoints } from './endpoints';
import { DailyLimitReached } from '../../shared/camera/limit-reached';
import { shrinkPhoto } from '../../shared/camera/photo';
import { useCameraPermission } from '../../shared/camera/use-camera-permission';
import { formatDateTime } from '../../shared/lib/dates';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { KtpArt } from '../../shared/ui/illustrations/ktp-art';
import { ocrOutcomeOf, ocrOutcomeOfLastScan, type OcrOutcome } from './ocr-outcome';
import { useScanStore } from './scan-store';
import { useOcrFlow } from './use-ocr-flow';
import { FrameCorners, OcrCameraDenied, ScanHead } from './scan-parts';
import { QueryFrame } from '../../shared/ui/query-frame';
import { CameraBusy } from '../../shared/camera/camera-busy';
import './id-scan.css';
import '../../shared/ui/screen.css';
import '../../shared/camera/camera.css';

/** The longer side of the photo sent to the bank: enough to read an e-KTP. */
const PHOTO_MAX_SIDE = 1600;

interface Photo {
  blob: Blob;
  /** The picked file's name: the fake bank reads magic names such as ktp-blurry.jpg. */
  fileName: string;
  /** The preview, released when the photo is replaced or the screen closes. */
  url: string;
}

/**
 * ROUTES.OCR_CAMERA: a card-shaped frame, the photo from the phone's camera (a file picker on a
 * desktop), preview, retake, use. The photo is uploaded and read (ocr/ktp); a refusal says what to do
 * and how many attempts are left today, "data unreadable" offers the manual form, the daily limit ends
 * the scan until 00:00 WIB; a read card goes to the confirm-data form.
 */
export default function CameraPage() {
  const { t, i18n } = useTranslation('idScan');
  const nav = useAppNavigate();
  const camera = useCameraPermission();
  const flow = useOcrFlow();
  const attempts = useQuery({ ...endpointQuery(endpoints.ocrPreCheck, {}), staleTime: 0, gcTime: 0 });
  const setScan = useScanStore((s) => s.setScan);
  const [photo, setPhotoState] = useState<Photo | null>(null);
  const [outcome, setOutcome] = useState<OcrOutcome | null>(null);
  // A photo picked in this visit replaces what the bank said about the last scan.
  const [picked, setPicked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef<Photo | null>(null);
  const setPhoto = useCallback((next: Photo | null) => {
    if (shown.current) URL.revokeObjectURL(shown.current.url);
    shown.current = next;
    setPhotoState(next);
  }, []);
  useEffect(() => () => setPhoto(null), [setPhoto]);
  const preview = photo?.url ?? null;

  useBackHandler(useCallback(() => nav.replace(ROUTES.OCR), [nav]));

  const { ask } = camera;
  useEffect(() => {
    void ask();
  }, [ask]);

  const scan = useMutation({
    mutationFn: async ({ blob, fileName }: Photo) => {
      const { items } = await upload(endpoints.commonUploadFile, blob, fileName, { fileType: 'KTP' });
      const file = items[0];
      if (!file) throw new Error('The upload answered no file');
      return call(endpoints.ocrKtp, {
        flowId: flow.data?.flowId ?? '',
        fileId: file.fileId,
        fileHash: file.fileHash,
      });
    },
    onSuccess: (data) => {
      setScan({ ...data, flowId: flow.data?.flowId ?? '' });
      nav.push(ROUTES.OCR_CONFIRM);
    },
    onError: (error) => {
      const next = ocrOutcomeOf(error);
      setOutcome(next);
      // A refused photo is spent: the next try starts from the camera. A call that failed keeps it.
      if (next.kind !== 'failed') setPhoto(null);
      void attempts.refetch();
    },
  });

  const pick = () => input.current?.click();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    setPicked(true);
    const blob = await shrinkPhoto(file, PHOTO_MAX_SIDE);
    setPhoto({ blob, fileName: file.name, url: URL.createObjectURL(blob) });
  };

  if (camera.permission === 'denied') return <OcrCameraDenied onRetry={() => void ask()} />;
  return (
    <QueryFrame queries={[flow, attempts]}>
      {([flowData, attemptsData]) => {
        if (flowData.nextAction !== 'OCR') return <Navigate to={ROUTES.LOADING} replace />;

        // Opened after a refused scan of today (a link, a reload): the bank's last scan says what to do.
        const notice =
          outcome ?? (picked ? null : ocrOutcomeOfLastScan(attemptsData, flowData.flowId, i18n.language));
        const daily = notice?.attempts ?? attemptsData;
        const unreadable = notice?.kind === 'unreadable';
        // Unreadable on the last attempt still leaves the manual form.
        if (notice?.kind === 'limit' || (daily.limitReached === 'Y' && !unreadable)) {
          const time = daily.releaseTime ? formatDateTime(daily.releaseTime, i18n.language) : null;
          return (
            <DailyLimitReached
              testId="ocr-limit-reached"
              title={t('limit.title')}
              body={notice?.kind === 'limit' ? notice.message : t('limit.body')}
              until={time ? t('limit.until', { time }) : null}
              backLabel={t('limit.back')}
              onBack={nav.back}
            />
          );
        }

        const reading = scan.isPending;
        const canRetake = Number(daily.attemptsLeft) > 0;
        const primary = reading
          ? { label: t('camera.use'), onClick: () => undefined }
          : unreadable
            ? { label: t('camera.manual'), onClick: () => nav.push(ROUTES.OCR_MANUAL_INPUT) }
            : photo
              ? { label: t('camera.use'), onClick: () => scan.mutate(photo) }
              : { label: notice ? t('camera.retake') : t('camera.take'), onClick: pick };
        const showRetake = !reading && canRetake && (photo !== null || unreadable);

        return (
          <div className="step-screen step-screen--roomy id-scan id-scan--camera" data-testid="ocr-camera">
            <ScanHead id="ocr-camera-heading" heading={t('camera.heading')} body={t('camera.hint')} />

            {notice ? (
              <div
                className={`id-scan-notice id-scan-notice--${notice.kind}`}
                role="alert"
                data-testid="ocr-outcome"
              >
                <ExclamationCircleFill className="id-scan-notice__icon" aria-hidden="true" />
                <div>
                  <p className="id-scan-notice__title">{t(`outcome.${notice.kind}`)}</p>
                  {notice.message ? <p className="id-scan-notice__body">{notice.message}</p> : null}
                </div>
              </div>
            ) : null}

            <div className="id-scan-frame" data-testid="ocr-frame">
              {preview ? (
                <img className="id-scan-frame__photo" src={preview} alt={t('camera.previewAlt')} />
              ) : (
                <span className="id-scan-frame__placeholder">
                  <KtpArt variant="frame" />
                </span>
              )}
              <FrameCorners />
              {reading ? <CameraBusy className="id-scan-frame__reading" label={t('camera.reading')} /> : null}
            </div>

            <p className="id-scan-attempts" data-testid="ocr-attempts-left">
              {t('camera.attemptsLeft', { left: daily.attemptsLeft, total: daily.attemptsPerDay })}
            </p>

            <input
              ref={input}
              className="id-scan-input"
              type="file"
              accept="image/*"
              capture="environment"
              aria-label={t('camera.inputLabel')}
              tabIndex={-1}
              onChange={(event) => void onFile(event)}
              data-testid="ocr-photo-input"
            />

            {showRetake ? (
              <Button fill="none" color="primary" className="id-scan-link" onClick={pick}>
                {t('camera.retake')}
              </Button>
            ) : null}

            <BottomAction onClick={primary.onClick} loading={reading} testId="ocr-camera-action">
              {primary.label}
            </BottomAction>
          </div>
        );
      }}
    </QueryFrame>
  );
}
