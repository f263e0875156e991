import { SpinLoading } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { addHoursToTimestamp } from '../../../contracts/dates';
import { REPAY_VA_TTL_HOURS } from '../../../contracts/entities/repayment';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { POLL_MAX_ATTEMPTS } from '../../shared/lib/poll';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { CopyValue } from '../../shared/ui/copy-value';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { planPath, resultPath } from './paths';
import { useRepayResult } from './use-repay-data';
import { QueryFrame } from '../../shared/ui/query-frame';
import './repayment.css';
import '../../shared/ui/screen.css';

/** The bank's transfer code (spec section 9). */
const ALLO_BANK_CODE = '0567';

/**
 * ROUTES.REPAYMENT_VA (?seq=BIZ_SEQ_NO): where to transfer a virtual-account repayment. The number with a
 * copy button, the bank (Allo Bank, code 0567), the exact amount and the deadline; repay_result is polled
 * every 2000 ms (up to 10 answers, then on request) and the result page takes over once the bank answers.
 */
export default function VaPage() {
  const { t, i18n } = useTranslation('repayment');
  const lang = i18n.language;
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const seq = search.get('seq') ?? '';
  const result = useRepayResult(seq);
  useBackHandler(useCallback(() => nav.replace(planPath()), [nav]));

  if (!seq) return <Navigate to={planPath()} replace />;
  return (
    <QueryFrame query={result}>
      {(data) => {
        if (data.REPAY_STATUS !== 'P' || !data.VA_ACCT_NO) return <Navigate to={resultPath(seq)} replace />;
        const amount = formatRupiah(data.TOT_AMOUNT, lang);
        const polling = result.answers < POLL_MAX_ATTEMPTS;
        return (
          <Screen testId="repay-va" className="rp">
            <Card className="card--stack rp-hero">
              <Hero
                label={t('va.amountLabel')}
                amount={amount}
                testId="repay-va-amount"
                note={
                  <span className="rp-deadline" data-testid="repay-va-deadline">
                    <ClockCircleOutline aria-hidden="true" />
                    {t('va.payBefore', {
                      time: formatDateTime(addHoursToTimestamp(data.REPAY_TIME, REPAY_VA_TTL_HOURS), lang),
                    })}
                  </span>
                }
              />
              <p className="rp-hint">{t('va.amountNote')}</p>
            </Card>
            <Card>
              <CopyValue label={t('va.number')} value={data.VA_ACCT_NO} testId="repay-va-number" />
              <Rows
                label={t('va.number')}
                rows={[
                  { label: t('va.bank'), value: t('va.bankName') },
                  { label: t('va.bankCode'), value: ALLO_BANK_CODE },
                ]}
              />
            </Card>
            <Card title={t('va.stepsTitle')}>
              <ol className="step-list rp-steps">
                <li>{t('va.steps.open')}</li>
                <li>{t('va.steps.bank')}</li>
                <li>{t('va.steps.number')}</li>
                <li>{t('va.steps.amount', { amount: amount.replace(/ /g, '\u00a0') })}</li>
              </ol>
            </Card>
            <p className="rp-waiting" role="status">
              {polling ? (
                <>
                  <SpinLoading className="rp-spinner" aria-hidden="true" />
                  {t('va.waiting')}
                </>
              ) : (
                t('va.stopped')
              )}
            </p>
            <TextLink onClick={() => nav.replace(planPath())}>{t('va.changeMethod')}</TextLink>
            <BottomAction
              onClick={() => void result.refetch()}
              loading={result.isFetching && !polling}
              testId="repay-va-check"
            >
              {t('va.check')}
            </BottomAction>
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
