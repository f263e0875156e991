import { useTranslation } from 'react-i18next';
import { Navigate, createSearchParams, useSearchParams } from 'react-router';
import { WALLET_CODES as CODES } from '../../../contracts/codes/wallet';
import { POINTS_CASH_VALUE } from '../../../contracts/entities/checkout';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { PolledResult, ResultOutcome, type PolledView } from '../../shared/ui/polled-result';
import { Rows, type Row } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/screen';
import { formatPoints } from '../../shared/lib/points';
import {
  endedLineOf,
  useBalance,
  useCheckoutResult,
  usePayLaterLine,
  usePoints,
  type CheckoutOrder,
} from './use-checkout';
import './checkout.css';

/** How the order was paid, and what the customer holds now that it is. */
function PaidDetails({ order }: { order: CheckoutOrder }) {
  const { t, i18n } = useTranslation('checkout');
  const balance = useBalance();
  const points = usePoints();
  const line = usePayLaterLine();
  const pay = order.payInfo;
  const parts: Row[] = [
    ...(Number(pay.balanceAmt) > 0
      ? [
          {
            label: t('summary.balance'),
            value: formatRupiah(pay.balanceAmt, i18n.language),
            testId: 'checkout-paid-balance',
          },
        ]
      : []),
    ...(Number(pay.pointsAmt) > 0
      ? [
          {
            label: t('summary.points', { points: formatPoints(pay.pointsAmt, i18n.language) }),
            value: formatRupiah(
              pay.pointsCashValue ?? Number(pay.pointsAmt) * POINTS_CASH_VALUE,
              i18n.language,
            ),
            testId: 'checkout-paid-points',
          },
        ]
      : []),
    ...(Number(pay.paylaterAmt) > 0
      ? [
          {
            label: t('result.payLater'),
            value: formatRupiah(pay.paylaterAmt, i18n.language),
            testId: 'checkout-paid-paylater',
          },
        ]
      : []),
  ];
  const pending = t('result.loading');
  const after: Row[] = [
    {
      label: t('result.balanceNow'),
      value: balance.data ? formatRupiah(balance.data.balanceAmt, i18n.language) : pending,
      testId: 'checkout-balance-now',
    },
    {
      label: t('result.pointsNow'),
      value: points.data
        ? t('result.points', { points: formatPoints(points.data.avlScoreAmount, i18n.language) })
        : pending,
      testId: 'checkout-points-now',
    },
    // An ended line has no limit to offer (decision 0034): its figure is not shown as available.
    ...(line.data && !endedLineOf(line.data)
      ? [
          {
            label: t('result.payLaterNow'),
            value: formatRupiah(line.data.AVAILABLE_OTB, i18n.language),
            testId: 'checkout-paylater-now',
          },
        ]
      : []),
  ];
  return (
    <div className="co-result">
      <Card title={t('result.paidWith')} testId="checkout-paid-with">
        <Rows label={t('result.paidWith')} rows={parts} />
      </Card>
      <Card title={t('result.nowTitle')} testId="checkout-now">
        <Rows label={t('result.nowTitle')} rows={after} />
      </Card>
    </div>
  );
}

/**
 * ROUTES.CHECKOUT_RESULT (?order=mpcOrderNo): the order's payment result, polled every 2000 ms while the
 * bank processes it: paid (how, and the balance, points and Pay Later limit now), or 'We couldn't process
 * your payment' in the bank's words with nothing taken.
 */
export default function ResultPage() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const mpcOrderNo = search.get('order') ?? '';
  const result = useCheckoutResult(mpcOrderNo);

  if (!mpcOrderNo) return <Navigate to={ROUTES.WALLET_HOME} replace />;
  return (
    <PolledResult
      query={result}
      home={{ path: ROUTES.WALLET_HOME, label: t('result.done') }}
      processing={{ testId: 'checkout-processing', ...t('result.processing', { returnObjects: true }) }}
      pending={{ testId: 'checkout-pending', ...t('result.pending', { returnObjects: true }) }}
      view={OrderOutcome}
    />
  );
}

function OrderOutcome({ data: order, home, waiting }: PolledView<CheckoutOrder>) {
  const { t, i18n } = useTranslation('checkout');
  const nav = useAppNavigate();
  if (order.status === '0') {
    return (
      <Navigate
        to={`${ROUTES.CHECKOUT}?${createSearchParams({ order: order.mpcOrderNo }).toString()}`}
        replace
      />
    );
  }
  const detailLink = {
    label: t('result.detail'),
    onClick: () =>
      nav.push(`${ROUTES.WALLET_ORDER_DETAIL}?${createSearchParams({ no: order.mpcOrderNo }).toString()}`),
    testId: 'checkout-result-detail',
  };
  const figure = {
    label: t('result.amount', { merchant: order.merchantName }),
    value: formatRupiah(order.amount, i18n.language),
    note: formatDateTime(order.txnDate + order.txnTime, i18n.language, 'long'),
    testId: 'checkout-result-amount',
  };
  const lang = i18n.language === 'en' ? 'en' : 'id';
  if (order.status === '2') {
    return (
      <ResultOutcome
        testId="checkout-paid"
        status="success"
        title={t('result.paid.title')}
        body={t('result.paid.body', { merchant: order.merchantName })}
        figure={figure}
        link={detailLink}
        action={{ ...home, testId: 'checkout-done' }}
      >
        <PaidDetails order={order} />
      </ResultOutcome>
    );
  }
  if (order.status === '3') {
    const title = CODES.WALLET_PAYMENT_FAILED[lang];
    const reason = order.errorMsg && order.errorMsg !== title ? [order.errorMsg] : [];
    return (
      <ResultOutcome
        testId="checkout-failed"
        status="error"
        title={title}
        body={[...reason, t('result.failed.body')]}
        figure={figure}
        link={detailLink}
        action={{ ...home, testId: 'checkout-done' }}
      />
    );
  }
  if (order.status === '4' || order.status === '5') {
    const key = order.status === '4' ? 'cancelled' : 'refunded';
    return (
      <ResultOutcome
        testId={`checkout-${key}`}
        status="info"
        title={t(`result.${key}.title`)}
        body={t(`result.${key}.body`)}
        figure={figure}
        link={detailLink}
        action={home}
      />
    );
  }
  return waiting(figure);
}
