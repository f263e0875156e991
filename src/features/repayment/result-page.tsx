import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { PolledResult, ResultOutcome, type PolledView } from '../../shared/ui/polled-result';
import { Rows } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/screen';
import { loanName, partsLine } from './labels';
import { earlyPath, planPath, vaPath } from './paths';
import { useLoanNames, useRepayResult, type RepayResult } from './use-repay-data';
import { repayFeeOf } from '../../../contracts/entities/repayment';
import './repayment.css';

/** When, how, and where the money went (per loan), under a successful repayment. */
function Details({ result }: { result: RepayResult }) {
  const { t, i18n } = useTranslation('repayment');
  const names = useLoanNames(result.LOAN_LIST.map((l) => l.REF_NBR));
  return (
    <div className="rp-result-details">
      <Card>
        <Rows
          label={t('result.amount')}
          rows={[
            {
              label: t('result.time'),
              value: formatDateTime(result.REPAY_TIME, i18n.language, 'long'),
              testId: 'repay-result-time',
            },
            { label: t('result.method'), value: t(`result.methods.${result.REPAY_TYPE}`) },
          ]}
        />
      </Card>
      {result.LOAN_LIST.length ? (
        <Card title={t('result.allocationTitle')} testId="repay-allocation">
          <ul className="rp-list">
            {result.LOAN_LIST.map((loan) => {
              const known = names.data?.get(loan.REF_NBR);
              return (
                <li
                  key={loan.REF_NBR}
                  className="rp-item rp-item--stack rp-item--static"
                  data-testid={`repay-allocation-${loan.REF_NBR}`}
                >
                  <span className="rp-item__head">
                    <span className="rp-item__name">
                      {known ? loanName({ MERCHANT_NAME: known.name, TRANSACTION_TYPE: known.type }) : null}
                    </span>
                    <span className="rp-item__amount">{formatRupiah(loan.LOAN_AMT, i18n.language)}</span>
                  </span>
                  <span className="rp-item__note">{t('result.loan', { ref: loan.REF_NBR })}</span>
                  <span className="rp-item__note">
                    {partsLine([
                      t('result.principal', { amount: formatRupiah(loan.LOAN_PRIN, i18n.language) }),
                      t('result.interest', { amount: formatRupiah(loan.LOAN_INTEREST, i18n.language) }),
                      ...(Number(loan.LOAN_PENALTY) > 0
                        ? [t('result.penalty', { amount: formatRupiah(loan.LOAN_PENALTY, i18n.language) })]
                        : []),
                      // LOAN_FEE is ours: without it, what the loan's amount holds beyond the named parts.
                      t('result.fee', { amount: formatRupiah(repayFeeOf(loan), i18n.language) }),
                    ])}
                  </span>
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

/**
 * ROUTES.REPAYMENT_RESULT (?seq=BIZ_SEQ_NO): the repayment's result, polled every 2000 ms while the bank
 * is processing (up to 10 answers, then "still processing" with a refresh), updated in place: success with
 * the amount, time, reference and allocation; failure with the bank's words (nothing was deducted).
 */
export default function ResultPage() {
  const { t } = useTranslation('repayment');
  const [search] = useSearchParams();
  const seq = search.get('seq') ?? '';
  const status = useRepayResult(seq);

  if (!seq) return <Navigate to={planPath()} replace />;
  return (
    <PolledResult
      query={status}
      home={{ path: ROUTES.PAY_LATER_HOME, label: t('home') }}
      processing={{ testId: 'repay-result-processing', ...t('result.processing', { returnObjects: true }) }}
      pending={{ testId: 'repay-result-pending', ...t('result.pending', { returnObjects: true }) }}
      view={RepayOutcome}
    />
  );
}

function RepayOutcome({ data: result, home, waiting }: PolledView<RepayResult>) {
  const { t, i18n } = useTranslation('repayment');
  const nav = useAppNavigate();
  // A virtual-account repayment still waiting for its transfer: the transfer instructions.
  if (result.REPAY_STATUS === 'P' && result.REPAY_TYPE === 'VA') {
    return <Navigate to={vaPath(result.BIZ_SEQ_NO)} replace />;
  }
  const figure = {
    label: t('result.amount'),
    value: formatRupiah(result.TOT_AMOUNT, i18n.language),
    note: t('result.reference', { ref: result.BIZ_SEQ_NO }),
    testId: 'repay-result-amount',
  };
  const early = result.TXN_CODE === 'IOURepay';
  if (result.REPAY_STATUS === 'S') {
    return (
      <ResultOutcome
        testId="repay-result-success"
        status="success"
        title={t('result.success.title')}
        body={early ? t('result.success.early') : t('result.success.bill')}
        figure={figure}
        link={{
          label: t('result.history'),
          onClick: () => nav.push(ROUTES.TRANSACTIONS),
          testId: 'repay-history',
        }}
        action={{ ...home, testId: 'repay-home' }}
      >
        <Details result={result} />
      </ResultOutcome>
    );
  }
  if (result.REPAY_STATUS === 'F') {
    return (
      <ResultOutcome
        testId="repay-result-failed"
        status="error"
        title={t('result.failed.title')}
        body={[result.REPAY_DESC || result.DESC]}
        figure={figure}
        link={home}
        action={{
          label: t('result.failed.retry'),
          onClick: () => nav.replace(early ? earlyPath() : planPath()),
          testId: 'repay-retry',
        }}
      />
    );
  }
  return waiting(figure);
}
