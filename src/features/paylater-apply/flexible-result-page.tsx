import { DownlandOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { CREDIT_LEVEL_OFFERS } from '../../../contracts/rules/limits';
import { bridge } from '../../bridge';
import { formatRate, formatRupiah } from '../../shared/lib/money';
import { Outcome } from './outcome';
import { useApplyResult, useCase } from './use-application';
import { QueryFrame, QueryPending } from '../../shared/ui/query-frame';
import './apply.css';

/** ROUTES.FLEXIBLE_RESULT: the credit-score level of the application and the app download prompt. */
export default function FlexibleResultPage() {
  const { t, i18n } = useTranslation('paylaterApply');
  const caseQuery = useCase();
  const result = useApplyResult(caseQuery.data?.appNo, false);
  return (
    <QueryFrame queries={[caseQuery, result]} onRetry={() => void caseQuery.refetch()}>
      {([, data]) => {
        // Nothing applied (null): the skeleton stays, as the page is only reached after an application.
        if (!data) return <QueryPending />;
        const level = data.CREDIT_SCORE_LEVEL || 'LOW';
        const limit = Number(data.CREDIT_LIMIT);
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
              limit > 0
                ? { label: t('approved.limitLabel'), value: formatRupiah(limit, i18n.language) }
                : undefined
            }
            action={{ label: t('result.flexible.download'), onClick: () => void bridge.openApp() }}
          />
        );
      }}
    </QueryFrame>
  );
}
