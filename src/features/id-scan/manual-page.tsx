import { Navigate } from 'react-router';
import { useCallback } from 'react';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { routeOf } from '../../shared/onboarding/flow';
import { EMPTY_KTP, KtpForm } from './ktp-form';
import { useOcrFlow } from './use-ocr-flow';
import { QueryFrame } from '../../shared/ui/query-frame';
import './id-scan.css';

/**
 * ROUTES.OCR_MANUAL_INPUT: after "data unreadable", the e-KTP data typed by hand (e-KTP 16 digits and
 * the other section 5 rules); the bank checks them again and completes the OCR step. Reached only once
 * the flow has a scan session; without one, back to the camera.
 */
export default function ManualPage() {
  const nav = useAppNavigate();
  const flow = useOcrFlow();
  useBackHandler(useCallback(() => nav.replace(ROUTES.OCR_CAMERA), [nav]));

  return (
    <QueryFrame query={flow}>
      {(data) => {
        if (data.nextAction !== 'OCR') return <Navigate to={ROUTES.LOADING} replace />;
        if (!data.flowContext.ocrSeqNo) return <Navigate to={ROUTES.OCR_CAMERA} replace />;

        return (
          <KtpForm
            kind="manual"
            defaultValues={EMPTY_KTP}
            onDone={(next) => nav.replace(routeOf(next.nextAction))}
          />
        );
      }}
    </QueryFrame>
  );
}
