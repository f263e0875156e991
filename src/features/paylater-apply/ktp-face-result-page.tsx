import { useQuery } from '@tanstack/react-query';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { paylaterFlowQuery, routeOf } from '../../shared/onboarding/flow';
import { Outcome } from '../../shared/ui/outcome';
import { Rows } from '../../shared/ui/rows';
import { StatusTag } from '../../shared/ui/status-tag';
import { QueryFrame } from '../../shared/ui/query-frame';
import './ktp-face.css';

/**
 * ROUTES.RESULT_KTP_FACE (spec section 2's /result/ktpface): the ID card and face verification as the
 * bank's flow has it (check/flow: the ID scan's and the face scan's sequence numbers, the masked NIK),
 * and the way on to the flow's next step.
 */
export default function KtpFaceResultPage() {
  const { t } = useTranslation('paylaterApply');
  const nav = useAppNavigate();
  const flow = useQuery({ ...paylaterFlowQuery(), staleTime: 0 });
  return (
    <QueryFrame query={flow}>
      {(data) => {
        const { flowContext, nextAction } = data;
        const ktp = flowContext.ocrSeqNo !== '';
        const face = flowContext.faceSeqNo !== '';
        const done = ktp && face;
        const state = (ok: boolean, testId: string) => (
          <StatusTag tone={ok ? 'paid' : 'due-soon'} testId={testId}>
            {ok ? t('ktpFace.verified') : t('ktpFace.notYet')}
          </StatusTag>
        );
        return (
          <Outcome
            testId={done ? 'ktp-face-done' : 'ktp-face-pending'}
            status={done ? 'success' : 'waiting'}
            icon={done ? <CheckCircleFill /> : <ClockCircleFill />}
            title={done ? t('ktpFace.doneTitle') : t('ktpFace.pendingTitle')}
            body={done ? t('ktpFace.doneBody') : t('ktpFace.pendingBody')}
            action={{
              label: done ? t('ktpFace.next') : t('ktpFace.resume'),
              onClick: () => nav.replace(routeOf(nextAction)),
              testId: 'ktp-face-next',
            }}
          >
            <div className="ktp-face-rows">
              <Rows
                label={t('ktpFace.rows')}
                rows={[
                  ...(flowContext.idNo
                    ? [{ label: t('ktpFace.nik'), value: flowContext.idNo, testId: 'ktp-face-nik' }]
                    : []),
                  { label: t('ktpFace.ktp'), value: state(ktp, 'ktp-face-ktp') },
                  { label: t('ktpFace.face'), value: state(face, 'ktp-face-face') },
                ]}
              />
            </div>
          </Outcome>
        );
      }}
    </QueryFrame>
  );
}
