import { SendOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { Outcome } from '../../shared/ui/outcome';
import { PolledResult, ResultOutcome, type PolledView } from '../../shared/ui/polled-result';
import { amountPath, introPath, receiptPath } from './paths';
import { useWithdrawalStatus } from './use-cash-data';
// The shared shell's classes first, so the feature's modifiers win.
import '../../shared/ui/screen.css';
import './instant-cash.css';

/**
 * ROUTES.INSTANT_CASH_RESULT (?ref=<receipt number>, else the latest withdrawal): the withdrawal's status,
 * polled every 2000 ms while the bank is processing (up to 10 answers, then "on the way"), updated in place.
 */
export default function ResultPage() {
  const { t } = useTranslation('instantCash');
  const [search] = useSearchParams();
  const status = useWithdrawalStatus(search.get('ref') ?? undefined);
  return (
    <PolledResult
      query={status}
      home={{ path: ROUTES.PAY_LATER_HOME, label: t('home') }}
      processing={{ testId: 'cash-result-processing', ...t('result.processing', { returnObjects: true }) }}
      pending={{ testId: 'cash-result-on-the-way', ...t('result.onTheWay', { returnObjects: true }) }}
      view={WithdrawalOutcome}
    />
  );
}

type WithdrawalStatus = NonNullable<ReturnType<typeof useWithdrawalStatus>['data']>;

function WithdrawalOutcome({ data, home, waiting }: PolledView<WithdrawalStatus>) {
  const { t, i18n } = useTranslation('instantCash');
  const nav = useAppNavigate();
  const loan = data.LOAN_LIST[0];
  if (!loan) {
    return (
      <Outcome
        testId="cash-result-none"
        status="info"
        icon={<SendOutline />}
        title={t('result.none.title')}
        body={t('result.none.body')}
        action={{ label: t('result.none.start'), onClick: () => nav.replace(introPath()) }}
      />
    );
  }
  const figure = {
    label: t('result.amount'),
    value: formatRupiah(loan.LOAN_INIT_PRIN, i18n.language),
    note: t('result.reference', { ref: loan.LOAN_RECEIPT_NBR }),
  };
  // What reaches the account (the upfront fee taken off), as the bank answers it; not for a failed payout.
  const received = loan.LOAN_REAL_AMT ? (
    <p className="cash-summary__received" data-testid="cash-result-received">
      {t('result.received')} <strong>{formatRupiah(loan.LOAN_REAL_AMT, i18n.language)}</strong>
    </p>
  ) : null;
  if (loan.LOAN_STATUS === 'S') {
    return (
      <ResultOutcome
        testId="cash-result-success"
        status="success"
        title={t('result.success.title')}
        body={t('result.success.body')}
        figure={figure}
        link={home}
        action={{
          label: t('result.receipt'),
          onClick: () => nav.push(receiptPath(loan.LOAN_RECEIPT_NBR)),
          testId: 'cash-receipt',
        }}
      >
        {received}
      </ResultOutcome>
    );
  }
  if (loan.LOAN_STATUS === 'F') {
    return (
      <ResultOutcome
        testId="cash-result-failed"
        status="error"
        title={t('result.failed.title')}
        body={[loan.LOAN_RESULT_DESC, t('result.failed.note')]}
        figure={figure}
        link={home}
        action={{ label: t('result.failed.retry'), onClick: () => nav.replace(amountPath()) }}
      />
    );
  }
  return waiting(figure, received);
}
