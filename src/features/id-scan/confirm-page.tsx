import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useCallback, useState } from 'react';
import { endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import { genderOfNik } from '../../../contracts/entities/onboarding-identity';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { routeOf } from '../../shared/onboarding/flow';
import { KtpForm } from './ktp-form';
import { useScanStore } from './scan-store';
import { useOcrFlow } from './use-ocr-flow';
import { QueryFrame } from '../../shared/ui/query-frame';
import './id-scan.css';

/**
 * ROUTES.OCR_CONFIRM: the data the bank read from the e-KTP, to check and correct, then the OCR step
 * and on to the flow's next step. The scan read in this visit, else the one the bank reports as today's
 * last (a link, a reload in another tab); without a scan of the flow's current session, back to the camera.
 */
export default function ConfirmPage() {
  const nav = useAppNavigate();
  const flow = useOcrFlow();
  const { scan: stored, setScan } = useScanStore();
  const preCheck = useQuery({ ...endpointQuery(endpoints.ocrPreCheck, {}), staleTime: 0, gcTime: 0 });
  // Once the step is done the scan is forgotten (personal data); the screen is on its way out.
  const [done, setDone] = useState(false);
  useBackHandler(useCallback(() => nav.replace(ROUTES.OCR_CAMERA), [nav]));

  // A failed pre_check only means no scan from the bank (the camera again).
  return (
    <QueryFrame query={flow} waiting={preCheck.isPending || done}>
      {(data) => {
        if (data.nextAction !== 'OCR') return <Navigate to={ROUTES.LOADING} replace />;
        // Only the scan of this flow's current session (not one left by another session or flow).
        const { flowId, flowContext } = data;
        const last = preCheck.data?.lastScan;
        const fromBank = last?.result ? { ...last.result, flowId: last.flowId } : null;
        const scan = [stored, fromBank].find(
          (candidate) => candidate?.flowId === flowId && candidate.ktpSession === flowContext.ocrSeqNo,
        );
        if (!scan) {
          return <Navigate to={ROUTES.OCR_CAMERA} replace />;
        }

        return (
          <KtpForm
            kind="confirm"
            defaultValues={{
              nik: scan.nik,
              name: scan.name,
              birthPlace: scan.birthPlace,
              dateOfBirth: scan.dateOfBirth,
              gender: genderOfNik(scan.nik) ?? '',
            }}
            onDone={(next) => {
              setDone(true);
              setScan(null);
              nav.replace(routeOf(next.nextAction));
            }}
          />
        );
      }}
    </QueryFrame>
  );
}
