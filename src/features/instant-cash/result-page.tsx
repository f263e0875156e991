import { CheckCircleFill, ClockCircleFill, CloseCircleFill, SendOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { POLL_MAX_ATTEMPTS } from '../../shared/lib/poll';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { Outcome } from '../../shared/ui/outcome';
import { amountPath, introPath, receiptPath } from './paths';
import { useWithdrawalStatus } from './use-cash-data';
import './instant-cash.css';

/**
 * ROUTES.INSTANT_CASH_RESULT (?ref=<receipt number>, else the latest withdrawal): the withdrawal's status,
 * polled every 2000 ms while the bank is processing (up to 10 answers, then "on the way"), updated in place.
 */
export default function ResultPage() {
  const { t, i18n } = useTranslation('instantCash');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const ref = search.get('ref') ?? undefined;
  const status = useWithdrawalStatus(ref);
  const home = useCallback(() => nav.replace(ROUTES.PAY_LATER_HOME), [nav]);
  useBackHandler(home);

  if (status.error) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data) return <PageSkeleton />;
  const loan = status.data.LOAN_LIST[0];
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
      <Outcome
        testId="cash-result-success"
        status="success"
        icon={<CheckCircleFill />}
        title={t('result.success.title')}
        body={t('result.success.body')}
        figure={figure}
        link={{ label: t('home'), onClick: home }}
        action={{
          label: t('result.receipt'),
          onClick: () => nav.push(receiptPath(loan.LOAN_RECEIPT_NBR)),
          testId: 'cash-receipt',
        }}
      >
        {received}
      </Outcome>
    );
  }
  if (loan.LOAN_STATUS === 'F') {
    return (
      <Outcome
        testId="cash-result-failed"
        status="error"
        icon={<CloseCircleFill />}
        title={t('result.failed.title')}
        body={[loan.LOAN_RESULT_DESC, t('result.failed.note')]}
        figure={figure}
        link={{ label: t('home'), onClick: home }}
        action={{ label: t('result.failed.retry'), onClick: () => nav.replace(amountPath()) }}
      />
    );
  }
  if (status.answers >= POLL_MAX_ATTEMPTS) {
    return (
      <Outcome
        testId="cash-result-on-the-way"
        status="waiting"
        icon={<ClockCircleFill />}
        title={t('result.onTheWay.title')}
        body={t('result.onTheWay.body')}
        figure={figure}
        link={{ label: t('result.onTheWay.refresh'), onClick: () => void status.refetch() }}
        action={{ label: t('home'), onClick: home }}
      >
        {received}
      </Outcome>
    );
  }
  return (
    <Outcome
      testId="cash-result-processing"
      status="waiting"
      icon={<ClockCircleFill />}
      title={t('result.processing.title')}
      body={t('result.processing.body')}
      figure={figure}
      progress={t('result.processing.progress')}
    >
      {received}
    </Outcome>
  );
}
