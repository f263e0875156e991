import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { CHECKOUT_LOAN_TERMS } from '../../../contracts/entities/checkout';
import { isApiError } from '../../api';
import { formatRupiah } from '../../shared/lib/money';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { PinSheet } from '../../shared/ui/pin-sheet';
import { ResendCard } from '../../shared/ui/resend-card';
import { Rows, type Row } from '../../shared/ui/rows';
import { Card, Screen } from '../../shared/ui/screen';
import { OrderCard } from './order-card';
import { PayOptions, type OptionErrors } from './pay-options';
import { PayLaterCostView, usePayLaterCost } from './paylater-cost';
import { formatPoints } from '../../shared/lib/points';
import {
  payLaterDefault,
  splitIssues,
  splitMessage,
  splitOf,
  splitSchema,
  type SplitForm,
  type SplitLimits,
} from './split';
import {
  endedLineOf,
  payLaterOf,
  payRequestOf,
  resultPath,
  useBalance,
  useCheckoutOrder,
  usePayLaterLine,
  usePayOrder,
  usePoints,
  useUserId,
  type CheckoutOrder,
} from './use-checkout';
import { QueryFrame } from '../../shared/ui/query-frame';
import './checkout.css';

const DEFAULT_TERM = '3';

function Cashier({
  order,
  limits,
  userId,
  payLaterNote,
}: {
  order: CheckoutOrder;
  limits: SplitLimits;
  userId: string;
  payLaterNote: string | null;
}) {
  const { t, i18n } = useTranslation('checkout');
  const lang = i18n.language;
  const schema = useMemo(() => splitSchema(limits), [limits]);
  const terms = limits.payLater?.terms ?? CHECKOUT_LOAN_TERMS;
  const { control, handleSubmit, setValue, getValues, formState } = useForm<SplitForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      usePoints: false,
      usePayLater: false,
      payLaterAmt: '',
      loanTerm: terms.includes(DEFAULT_TERM) ? DEFAULT_TERM : (terms[0] ?? DEFAULT_TERM),
    },
  });
  const watched = useWatch({ control });
  const form: SplitForm = { ...getValues(), ...watched } as SplitForm;
  const split = splitOf(form, limits);
  const issues = splitIssues(form, limits);
  const payable = issues.length === 0;
  const payment = usePayOrder(payable ? payRequestOf(order, userId, split, form) : null);
  // The bank's price of a sound Pay Later part on the chosen tenor: shown, and needed, before the PIN.
  const payLaterSound = split.payLater > 0 && !issues.some((i) => i.path !== 'balance');
  const cost = usePayLaterCost(payLaterSound ? split.payLater : null, form.loanTerm);
  // A tap on Pay while the cost was on its way is kept for that price: the PIN opens once the cost is on
  // screen. Another amount or tenor drops it (the customer has not seen that price yet).
  const priceKey = `${split.payLater}:${form.loanTerm}`;
  const [nudgedFor, setNudgedFor] = useState<string | null>(null);
  const costNudged = nudgedFor === priceKey;
  const openedFor = useRef<string | null>(null);
  const openPin = payment.open;
  useEffect(() => {
    if (!costNudged || cost.state !== 'ready' || openedFor.current === priceKey) return;
    openedFor.current = priceKey;
    openPin();
  }, [costNudged, cost.state, priceKey, openPin]);

  const refusal = payment.refusal;
  const balanceIssue = issues.find((i) => i.path === 'balance');
  const errors: OptionErrors = {
    payLaterAmt: splitMessage(formState.errors.payLaterAmt?.message, lang),
    loanTerm: splitMessage(formState.errors.loanTerm?.message, lang),
    // The short balance is said as soon as it is short, and again (as an alert) when paying is tried.
    balance:
      refusal?.at === 'balance'
        ? { text: refusal.message, alert: true }
        : balanceIssue
          ? { text: splitMessage(balanceIssue.message, lang) ?? '', alert: !!formState.errors.root?.balance }
          : undefined,
    points: refusal?.at === 'points' ? refusal.message : undefined,
    payLater:
      refusal?.at === 'paylater' ? refusal.message : cost.state === 'refused' ? cost.message : undefined,
  };

  const summary: Row[] = [
    ...(split.points > 0
      ? [
          {
            label: t('summary.points', { points: formatPoints(split.points, lang) }),
            value: formatRupiah(split.pointsValue, lang),
            testId: 'checkout-summary-points',
          },
        ]
      : []),
    ...(split.payLater > 0
      ? [
          {
            label: t('summary.payLater', { count: Number(form.loanTerm) }),
            value: formatRupiah(split.payLater, lang),
            testId: 'checkout-summary-paylater',
          },
        ]
      : []),
    {
      label: t('summary.balance'),
      value: formatRupiah(Math.max(split.balance, 0), lang),
      testId: 'checkout-summary-balance',
    },
    { label: t('summary.total'), value: formatRupiah(order.amount, lang), strong: true },
  ];

  return (
    <Screen testId="checkout" className="co">
      <OrderCard order={order} />
      <PayOptions
        control={control}
        form={form}
        limits={limits}
        split={split}
        payLaterNote={payLaterNote}
        errors={errors}
        onPayLater={(on) => {
          if (on && !getValues('payLaterAmt')) setValue('payLaterAmt', payLaterDefault(getValues(), limits));
        }}
        onChange={() => {
          payment.clearRefusal();
          setNudgedFor(null);
        }}
        payLaterCost={<PayLaterCostView cost={cost} nudged={costNudged} />}
      />
      <Card title={t('summary.title')} testId="checkout-summary">
        <Rows label={t('summary.title')} rows={summary} />
      </Card>
      {payment.unanswered ? (
        <ResendCard
          ns="checkout"
          block="co-retry"
          sending={payment.sending}
          onResend={() => void payment.resend()}
          wrap
          shape="rounded"
          testId="checkout-resend"
        />
      ) : null}
      <BottomAction
        testId="checkout-pay"
        loading={payment.sending}
        disabled={!!payment.unanswered}
        disabledReason={payment.unanswered ? t('retry.title') : undefined}
        onClick={() =>
          void handleSubmit(() => {
            // No PIN for a Pay Later part whose cost is not on screen (or that the bank refuses): once it is.
            if (cost.state === 'none' || cost.state === 'ready') payment.open();
            else setNudgedFor(priceKey);
          })()
        }
      >
        {t('pay', { amount: formatRupiah(order.amount, lang) })}
      </BottomAction>
      <PinSheet
        visible={payment.sheetOpen}
        title={t('pin.title')}
        description={t('pin.body', {
          amount: formatRupiah(order.amount, lang),
          merchant: order.merchantName,
        })}
        boxesLabel={t('pin.boxes')}
        busyLabel={t('pin.checking')}
        error={payment.pinError}
        onComplete={payment.onPin}
        onClose={payment.closeSheet}
      />
    </Screen>
  );
}

/**
 * ROUTES.CHECKOUT (?order=mpcOrderNo): the cashier of a merchant order (made by tran/sync_order). The
 * order, then the ways to pay it (points, Pay Later with a tenor, the balance for the rest), confirmed by
 * the PIN. An order that is no longer waiting for payment shows its result instead.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const mpcOrderNo = search.get('order') ?? '';
  const order = useCheckoutOrder(mpcOrderNo);
  const balance = useBalance();
  const points = usePoints();
  const userId = useUserId();
  const line = usePayLaterLine();
  useBackHandler(useCallback(() => nav.replace(ROUTES.WALLET_HOME), [nav]));

  if (!mpcOrderNo) return <Navigate to={ROUTES.WALLET_HOME} replace />;
  const retry = () =>
    void Promise.all([order.refetch(), balance.refetch(), points.refetch(), userId.refetch()]);
  return (
    <QueryFrame queries={[order, balance, points, userId]} waiting={line.isPending} onRetry={retry}>
      {([orderData, balanceData, pointsData, userIdData]) => {
        if (orderData.status !== '0') return <Navigate to={resultPath(orderData.mpcOrderNo)} replace />;
        // No credit line (or it cannot be read), or its lifecycle ended: Pay Later is not offered, with the reason.
        const ended = endedLineOf(line.data);
        const payLaterNote = line.error
          ? isApiError(line.error) && line.error.kind === 'code'
            ? line.error.ret_msg
            : t('options.payLaterUnavailable')
          : ended
            ? t(`options.payLaterEnded.${ended}`)
            : null;
        const limits: SplitLimits = {
          total: Number(orderData.amount),
          balance: Number(balanceData.balanceAmt),
          points: Number(pointsData.avlScoreAmount),
          payLater: payLaterOf(line.data),
        };
        return <Cashier order={orderData} limits={limits} userId={userIdData} payLaterNote={payLaterNote} />;
      }}
    </QueryFrame>
  );
}
