import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { bankToday } from '../../api';
import { ROUTES } from '../../shared/navigation/routes';
import { DOWNLOAD_URL } from '../../bridge';
import { CanApply } from './can-apply';
import { useAccess } from './use-access';
import { eligibilityQuery, useApplyResult, useEligibility } from './use-application';
import type { LandingOutcomeProps } from './landing-outcome';
import { applyStatusQueries, useApplyStatus, visitorOf } from './use-apply-status';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { onlyIf, QueryFrame } from '../../shared/ui/query-frame';
import './apply.css';

/** An answer other than "you may apply", from its own chunk (the page skeleton while it loads). */
const OtherOutcome = lazyScreen<LandingOutcomeProps>(() => import('./landing-outcome'), 'landing');

function ApplyStatus({ notifyOffered }: { notifyOffered: boolean }) {
  const visitor = visitorOf(window.location.search);
  const status = useApplyStatus(visitor.partnerId, visitor.userToken);
  return (
    <QueryFrame query={status}>
      {(data) =>
        data.whitelisted ? (
          <Application appNo={data.appNo} termsAgreed={data.termsAgreed} />
        ) : (
          <OtherOutcome kind="not-whitelisted" notifyOffered={notifyOffered} />
        )
      }
    </QueryFrame>
  );
}

/** A whitelisted visitor: not eligible, an application under way or decided, or free to apply. */
function Application({ appNo, termsAgreed }: { appNo: string | undefined; termsAgreed: boolean }) {
  const eligibility = useEligibility();
  const result = useApplyResult(appNo, false);
  const retry = () => {
    void eligibility.refetch();
    void result.refetch();
  };
  return (
    <QueryFrame queries={[eligibility, onlyIf(!!appNo, result)]} onRetry={retry}>
      {([reason, data]) => {
        if (reason) return <OtherOutcome kind="not-eligible" reason={reason} />;
        if (!data) return <CanApply termsAgreed={termsAgreed} />;
        switch (data.STATUS) {
          case 'PROCESSING':
          case 'VERIFYING':
            return <OtherOutcome kind="under-review" />;
          case 'PRE_APPROVED':
            return <OtherOutcome kind="approved" result={data} />;
          case 'SUCCESS':
            // A customer whose line is open lands on the Pay Later home, not on the apply screen.
            return <Navigate to={ROUTES.PAY_LATER_HOME} replace />;
          case 'FAILED':
            // After the 3 months (spec: "rejected (reapply after 3 months)") the rejection no longer blocks.
            if (data.REAPPLY_DATE && data.REAPPLY_DATE <= bankToday().replace(/-/g, ''))
              return <CanApply termsAgreed={termsAgreed} />;
            return <OtherOutcome kind="rejected" result={data} />;
        }
      }}
    </QueryFrame>
  );
}

function Redirecting() {
  const { t } = useTranslation('paylaterApply');
  useEffect(() => {
    window.location.assign(`${DOWNLOAD_URL}?platform=lph5`);
  }, []);
  return (
    <p className="apply-redirecting" role="status">
      {t('redirecting')}
    </p>
  );
}

/** The landing route (PAY_LATER_APPLY at /). */
export default function ApplyPage() {
  // The screen decides in the spec's order (access, then who the visitor is, then eligibility), but the
  // bank's answers are asked side by side: one round trip on a phone's network instead of three. Observed
  // here, not only prefetched, so they are asked again when the device comes back online.
  useQueries({ queries: [...applyStatusQueries(visitorOf(window.location.search)), eligibilityQuery()] });
  const access = useAccess();
  return (
    <QueryFrame query={access}>
      {(data) => {
        if (data.kind === 'denied') return <Redirecting />;
        if (data.kind === 'not-open') return <OtherOutcome kind="feature-not-open" />;
        return <ApplyStatus notifyOffered={data.notifyOffered} />;
      }}
    </QueryFrame>
  );
}
