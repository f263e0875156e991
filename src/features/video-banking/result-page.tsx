import { Toast } from '../../shared/ui/antd-popups';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Flow } from '../../../contracts/entities/onboarding';
import type { VbSessionResult } from '../../../contracts/entities/video-banking';
import { call, endpointKeyFor } from '../../api';
import { endpoints } from './endpoints';
import { CHANNEL, fetchPaylaterFlow, routeOf, submitStep } from '../../shared/onboarding/flow';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { QueryFrame } from '../../shared/ui/query-frame';
import { NotEntitled } from './outcomes';
import { RetryOutcome } from './retry-outcome';
import { VB_BIZ_TYPE, VB_SERVICE_CODE } from './vb-api';
import { VB_ROUTES } from './vb-paths';
import './video-banking.css';
import '../../shared/ui/screen.css';

/** The agent's findings that fail a call, in the order the user reads them. */
const FAILING = [
  ['isNameCorrect', false],
  ['isMmnCorrect', false],
  ['isNikCorrect', false],
  ['isDateOfBirthCorrect', false],
  ['isGenderTheSame', false],
  ['isFaceTheSame', false],
  ['hasReadTerms', false],
  ['hasSuspiciousIndr', true],
] as const;

type Outcome =
  | { kind: 'passed'; flow: Flow }
  | { kind: 'failed'; reasons: Array<(typeof FAILING)[number][0]>; rejected: boolean }
  | { kind: 'not-entitled' };

const passed = (result: VbSessionResult) => result.checklist.every((item) => item.check || !item.mandatory);

/**
 * What the finished call means: the agent's checklist (session_result); a passed call goes to the
 * anti-fraud check (PASS: the flow's video-banking step is completed; REVIEW: not entitled to a bigger
 * limit, the application still reviewed; REJECT: failed).
 */
async function outcomeOf(sessionId: string): Promise<Outcome> {
  const result = await call(endpoints.vbQuerySessionResult, { sessionId });
  const reasons = FAILING.filter(([flag, failing]) => result[flag] === failing).map(([flag]) => flag);
  if (!passed(result)) return { kind: 'failed', reasons, rejected: false };
  const decision = await call(endpoints.submitAntifraud, {
    channel: CHANNEL,
    videoBankingInfo: { sessionId },
    serviceCode: VB_SERVICE_CODE,
    bizType: VB_BIZ_TYPE,
  });
  if (decision.actionType === 'REJECT') return { kind: 'failed', reasons: [], rejected: true };
  if (decision.actionType === 'REVIEW') return { kind: 'not-entitled' };
  // Opened again after the step was completed (a reload): the flow is already further on.
  const flow = await fetchPaylaterFlow();
  if (flow.nextAction !== 'VEDIO_BANKING') return { kind: 'passed', flow };
  return { kind: 'passed', flow: await submitStep('VEDIO_BANKING', { sessionId }) };
}

/** vb.failed: what the agent could not verify, attempts left, and a new try (or the limit). */
function Failed({ outcome }: { outcome: Extract<Outcome, { kind: 'failed' }> }) {
  const { t } = useTranslation('videoBanking');
  const nav = useAppNavigate();
  return (
    <RetryOutcome
      testId="vb-failed"
      icon={<CloseCircleOutline />}
      title={t('failed.title')}
      body={outcome.rejected ? t('failed.rejected') : t('failed.body')}
      action={{ label: t('failed.retry'), onClick: () => nav.replace(VB_ROUTES.START), testId: 'vb-retry' }}
    >
      {outcome.reasons.length > 0 ? (
        <section className="vb-reasons" aria-labelledby="vb-reasons-heading">
          <h3 id="vb-reasons-heading">{t('failed.reasonsHeading')}</h3>
          <ul className="vb-list vb-list--plain">
            {outcome.reasons.map((flag) => (
              <li key={flag}>{t(`failed.reasons.${flag}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </RetryOutcome>
  );
}

/** VB_ROUTES.RESULT?id=: the result of a finished call; a passed one moves the flow on by itself. */
export default function ResultPage() {
  const { t } = useTranslation('videoBanking');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const sessionId = search.get('id') ?? '';
  const outcome = useQuery({
    queryKey: endpointKeyFor(endpoints.vbQuerySessionResult, { sessionId }),
    queryFn: () => outcomeOf(sessionId),
    enabled: !!sessionId,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!sessionId) nav.replace(VB_ROUTES.START);
  }, [sessionId, nav]);

  const data = outcome.data;
  useEffect(() => {
    if (data?.kind !== 'passed') return;
    Toast.show({ content: t('result.passed') });
    nav.replace(routeOf(data.flow.nextAction));
  }, [data, nav, t]);

  // Checking while the bank answers, and while a passed call moves the flow on.
  const checking = (
    <div className="step-screen vb vb-checking" role="status" data-testid="vb-checking">
      <span className="vb-spinner vb-spinner--large" aria-hidden="true" />
      <p>{t('result.checking')}</p>
    </div>
  );
  return (
    <QueryFrame query={outcome} skeleton={checking}>
      {(result) => {
        if (result.kind === 'failed') return <Failed outcome={result} />;
        if (result.kind === 'not-entitled') return <NotEntitled />;
        return checking;
      }}
    </QueryFrame>
  );
}
