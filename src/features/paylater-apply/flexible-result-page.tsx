import { DownlandOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { CREDIT_LEVEL_OFFERS } from '../../../contracts/rules/limits';
import { bridge } from '../../bridge';
import { formatRate, formatRupiah } from '../../shared/lib/money';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { Outcome } from './outcome';
import { useApplyResult, useCase } from './use-application';
import './apply.css';

/** ROUTES.FLEXIBLE_RESULT: the credit-score level of the application and the app download prompt. */
export default function FlexibleResultPage() {
  const { t, i18n } = useTranslation('apply');
  const caseQuery = useCase();
  const result = useApplyResult(caseQuery.data?.appNo, false);
  const error = caseQuery.error ?? result.error;
  if (error) return <ErrorState error={error} onRetry={() => void caseQuery.refetch()} />;
  if (!result.data) return <PageSkeleton />;
  const level = result.data.CREDIT_SCORE_LEVEL || 'LOW';
  const limit = Number(result.data.CREDIT_LIMIT);
  return (
    <Outcome
      testId={`result-flexible-${level.toLowerCase()}`}
      status="info"
      icon={<DownlandOutline />}
      title={t(`result.flexible.${level}.title`)}
      body={
        level === 'LOW'
          ? t('result.flexible.LOW.body')
          : t(`result.flexible.${level}.body`, {
              limit: formatRupiah(CREDIT_LEVEL_OFFERS[level].limitUpTo, i18n.language),
              // Rates always with two decimals (spec section 9): 0,00%, not 0%.
              interest: formatRate(CREDIT_LEVEL_OFFERS[level].interestFrom, i18n.language),
              term: CREDIT_LEVEL_OFFERS[level].maxTerm,
            })
      }
      figure={
        limit > 0 ? { label: t('approved.limitLabel'), value: formatRupiah(limit, i18n.language) } : undefined
      }
      action={{ label: t('result.flexible.download'), onClick: () => void bridge.openApp() }}
    />
  );
}
