import { NoticeBar } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_CASH_VALUE } from '../../../contracts/entities/checkout';
import { either } from '../../../contracts/spelling';
import { Navigate, createSearchParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Rows, type Row } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { StatusTag } from '../../shared/ui/status-tag';
import { formatPoints } from '../../shared/lib/points';
import { useOrderLabels } from './order-labels';
import { orderIconOf } from './order-row';
import { useOrderDetail } from './use-wallet';
import {
  STATUS_TONE,
  balanceFigureOf,
  counterpartOf,
  directionOf,
  isIncoming,
  movedMoney,
} from './wallet-view';
import { QueryFrame } from '../../shared/ui/query-frame';
import '../../shared/ui/lists.css';
import './wallet.css';

type Detail = NonNullable<ReturnType<typeof useOrderDetail>['data']>;

/** How a payment was split: the balance, the points (with their cash value) and Pay Later. */
function PaymentCard({ order }: { order: Detail }) {
  const { t, i18n } = useTranslation('wallet');
  const pay = order.payInfo;
  const rows: Row[] = [
    ...(Number(pay.balanceAmt) > 0
      ? [
          {
            label: t('detail.payBalance'),
            value: formatRupiah(pay.balanceAmt, i18n.language),
            testId: 'wallet-pay-balance',
          },
        ]
      : []),
    ...(Number(pay.pointsAmt) > 0
      ? [
          {
            label: t('detail.payPoints', { points: formatPoints(pay.pointsAmt, i18n.language) }),
            value: formatRupiah(
              pay.pointsCashValue ?? Number(pay.pointsAmt) * POINTS_CASH_VALUE,
              i18n.language,
            ),
            testId: 'wallet-pay-points',
          },
        ]
      : []),
    ...(Number(pay.paylaterAmt) > 0
      ? [
          {
            label: t('detail.payPayLater'),
            value: formatRupiah(pay.paylaterAmt, i18n.language),
            testId: 'wallet-pay-paylater',
          },
        ]
      : []),
    { label: t('detail.total'), value: formatRupiah(pay.totalAmt, i18n.language), strong: true },
  ];
  return (
    <Card title={t('detail.paymentTitle')} testId="wallet-detail-payment">
      <Rows label={t('detail.paymentTitle')} rows={rows} />
    </Card>
  );
}

function GoodsCard({ order }: { order: Detail }) {
  const { t, i18n } = useTranslation('wallet');
  // "goodsList or goodsDtls" (spec section 3): whichever the bank sent.
  const goods = either(order, 'goodsList', 'goodsDtls');
  if (goods.length === 0) return null;
  return (
    <Card title={t('detail.goodsTitle')} testId="wallet-detail-goods">
      <Rows
        label={t('detail.goodsTitle')}
        rows={goods.map((g) => ({
          label: `${g.goodsName} \u00d7 ${g.goodsNum}`,
          value: formatRupiah(Number(g.goodsPrice) * Number(g.goodsNum), i18n.language),
        }))}
      />
    </Card>
  );
}

/**
 * ROUTES.WALLET_ORDER_DETAIL (?no=mpcOrderNo or the merchant's order number): one order with its status in
 * words, the amount with its direction, who and when, how it was paid, the goods, a failure's reason in
 * the bank's words, what was refunded; an order still waiting for payment can be paid from here.
 */
export default function OrderDetailPage() {
  const { t, i18n } = useTranslation('wallet');
  const labels = useOrderLabels();
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const no = search.get('no') ?? '';
  const detail = useOrderDetail(no);
  useBackHandler(useCallback(() => nav.replace(ROUTES.WALLET_BALANCE), [nav]));

  if (!no) return <Navigate to={ROUTES.WALLET_BALANCE} replace />;
  return (
    <QueryFrame query={detail}>
      {(order) => {
        const figure = balanceFigureOf(order);
        // Signed only when money moved in the balance: a payment wholly by Pay Later or points took none.
        const moved = movedMoney(order.status) && figure.fromBalance;
        const payable = order.status === '0' && order.category === 'PAYMENT';
        const party = counterpartOf(order);
        const rows: Row[] = [
          {
            label: t('detail.time'),
            value: formatDateTime(order.txnDate + order.txnTime, i18n.language, 'long'),
          },
          { label: t('detail.category'), value: labels.category(order.category) },
          ...(party
            ? [{ label: isIncoming(order.category) ? t('detail.from') : t('detail.to'), value: party }]
            : []),
          ...(order.storeName ? [{ label: t('detail.store'), value: order.storeName }] : []),
          ...(order.cashier ? [{ label: t('detail.cashier'), value: order.cashier }] : []),
          { label: t('detail.method'), value: labels.orderType(order.orderType) },
          ...(order.note ? [{ label: t('detail.note'), value: order.note }] : []),
          {
            label: t('detail.orderNo'),
            value: order.orderNo,
            reference: true,
            testId: 'wallet-detail-order-no',
          },
          {
            label: t('detail.mpcOrderNo'),
            value: order.mpcOrderNo,
            reference: true,
            testId: 'wallet-detail-mpc',
          },
          ...(Number(order.refundTotalAmount) > 0
            ? [
                {
                  label: t('detail.refunded'),
                  value: formatRupiah(order.refundTotalAmount, i18n.language),
                  tone: 'paid' as const,
                  testId: 'wallet-detail-refund',
                },
              ]
            : []),
        ];
        const showPayment = order.category === 'PAYMENT' && order.status !== '0';
        return (
          <Screen testId="wallet-order-detail" className="wl-detail">
            <Card>
              <div className="wl-detail__head">
                <span
                  className={`list-icon wl-order__icon wl-order__icon--${order.category.toLowerCase()}`}
                  aria-hidden="true"
                >
                  {orderIconOf(order)}
                </span>
                <StatusTag tone={STATUS_TONE[order.status]} testId="wallet-detail-status">
                  {labels.status(order.status)}
                </StatusTag>
              </div>
              <Hero
                label={party || labels.category(order.category)}
                amount={formatRupiah(
                  figure.fromBalance ? figure.amount : (figure.total ?? order.amount),
                  i18n.language,
                  moved ? directionOf(order) : undefined,
                )}
                tone={moved && isIncoming(order.category) ? 'paid' : undefined}
                note={
                  figure.total ? (
                    <span data-testid="wallet-detail-balance-note">
                      {figure.fromBalance
                        ? t('detail.balancePart', { total: formatRupiah(figure.total, i18n.language) })
                        : t('detail.noBalance')}
                    </span>
                  ) : undefined
                }
                testId="wallet-detail-amount"
              />
              {order.status === '3' && order.errorMsg ? (
                <NoticeBar
                  className="wl-detail__notice"
                  color="alert"
                  wrap
                  content={<span data-testid="wallet-detail-error">{order.errorMsg}</span>}
                />
              ) : null}
              {order.status === '5' ? (
                <p className="wl-detail__hint" data-testid="wallet-detail-refund-note">
                  {t('detail.refundNote')}
                </p>
              ) : null}
              {payable ? <p className="wl-detail__hint">{t('detail.waitingNote')}</p> : null}
            </Card>
            <Card title={t('detail.title')}>
              <Rows label={t('detail.title')} rows={rows} />
            </Card>
            {showPayment ? <PaymentCard order={order} /> : null}
            <GoodsCard order={order} />
            {payable ? (
              <BottomAction
                testId="wallet-detail-pay"
                onClick={() =>
                  nav.push(`${ROUTES.CHECKOUT}?${createSearchParams({ order: order.mpcOrderNo }).toString()}`)
                }
              >
                {t('detail.pay', { amount: formatRupiah(order.amount, i18n.language) })}
              </BottomAction>
            ) : null}
          </Screen>
        );
      }}
    </QueryFrame>
  );
}
