import { Navigate } from 'react-router';
import { POLL_MAX_ATTEMPTS } from '../../shared/lib/poll';
import { SUBMIT_ROUTE, useApplyResult, useCase } from './use-application';
import { PreApproved, Progress, Rejected, Success, Verifying } from './views';
import { onlyIf, QueryFrame } from '../../shared/ui/query-frame';
import './apply.css';

/**
 * ROUTES.RESULT (the end of the onboarding flow: nothing applied yet sends to SUBMIT_ROUTE first), RESULT_FAILED and RESULT_SUCCESS: the application's result, polled every 2000 ms while
 * the bank is processing (up to 10 answers, then "verifying").
 */
export default function ResultPage() {
  const caseQuery = useCase();
  const result = useApplyResult(caseQuery.data?.appNo, true);
  return (
    <QueryFrame queries={[caseQuery, onlyIf(caseQuery.data?.appNo !== '', result)]}>
      {([, data]) => {
        // Nothing applied yet (no application number, or none at the bank): to SUBMIT_ROUTE first.
        if (data === null) return <Navigate to={SUBMIT_ROUTE} replace />;
        switch (data.STATUS) {
          case 'PROCESSING':
            return result.answers >= POLL_MAX_ATTEMPTS ? <Verifying /> : <Progress />;
          case 'VERIFYING':
            return <Verifying />;
          case 'PRE_APPROVED':
            return <PreApproved result={data} />;
          case 'FAILED':
            return <Rejected result={data} testId="result-failed" />;
          case 'SUCCESS':
            return <Success result={data} />;
        }
      }}
    </QueryFrame>
  );
}
