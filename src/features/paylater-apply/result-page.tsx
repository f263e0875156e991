import { Navigate } from 'react-router';
import { POLL_MAX_ATTEMPTS } from '../../shared/lib/poll';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { SUBMIT_ROUTE, useApplyResult, useCase } from './use-application';
import { PreApproved, Progress, Rejected, Success, Verifying } from './views';
import './apply.css';

/**
 * ROUTES.RESULT (the end of the onboarding flow: nothing applied yet sends to SUBMIT_ROUTE first), RESULT_FAILED and RESULT_SUCCESS: the application's result, polled every 2000 ms while
 * the bank is processing (up to 10 answers, then "verifying").
 */
export default function ResultPage() {
  const caseQuery = useCase();
  const result = useApplyResult(caseQuery.data?.appNo, true);
  if (caseQuery.error) return <ErrorState error={caseQuery.error} onRetry={() => void caseQuery.refetch()} />;
  if (result.error) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (caseQuery.data?.appNo === '' || result.data === null) return <Navigate to={SUBMIT_ROUTE} replace />;
  if (result.data === undefined) return <PageSkeleton />;
  const data = result.data;
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
}
