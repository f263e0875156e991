import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RequestOf } from '../../../contracts/endpoint';
import type { TopUpOrder, TopUpQuota } from '../../../contracts/entities/top-up';
import type { endpoints } from './endpoints';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { POLL_MAX_ATTEMPTS } from '../../shared/lib/poll';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { AmountField } from './amount-field';
import { ExpiredOutcome } from './expired-outcome';
import { qrisPath, storePath, topUpNoOf } from './paths';
import { Deadline, PaidOutcome, WaitingFooter, nowrap } from './top-up-parts';
import { amountSchema, maxOf, type AmountValues } from './top-up-view';
import { useRefusal } from './use-refusal';
import { QueryFrame } from '../../shared/ui/query-frame';
import '../../shared/ui/screen.css';
import { useQuota, useSendTopUp, useTopUpOrder } from './use-top-up';
import './top-up.css';

/**
 * A top-up screen of the QRIS, store and card routes: with ?no=TOP_UP_NO its order, else the form once the
 * tier's quota is there. Back goes to the top-up home.
 */
export function TopUpRoute({
  Order,
  Form,
}: {
  Order: ComponentType<{ no: string }>;
  Form: ComponentType<{ quota: TopUpQuota }>;
}) {
  const [search] = useSearchParams();
  const nav = useAppNavigate();
  const no = topUpNoOf(search);
  const quota = useQuota(!no);
  useBackHandler(useCallback(() => nav.replace(ROUTES.TOP_UP), [nav]));
  if (no) return <Order key={no} no={no} />;
  return <QueryFrame query={quota}>{(data) => <Form quota={data} />}</QueryFrame>;
}

type OrderQuery = ReturnType<typeof useTopUpOrder>;

/**
 * One top-up as the bank answers it: paid (how: `method`), expired (a new code at `newPath`), or waiting
 * for its payment (`waiting`). Without `waiting` (the card, charged at once) the answer is the result.
 */
export function TopUpOrderView({
  no,
  method,
  onNew,
  waiting,
}: {
  no: string;
  method: (order: TopUpOrder) => string;
  onNew?: () => void;
  waiting?: (order: TopUpOrder, query: OrderQuery) => ReactNode;
}) {
  const { t } = useTranslation('topUp');
  const order = useTopUpOrder(no);
  return (
    <QueryFrame query={order}>
      {(data) => {
        if (!waiting || data.status === '1') {
          return (
            <PaidOutcome
              amount={data.amount}
              balance={data.balanceAmt}
              method={method(data)}
              reference={data.topUpNo}
              time={data.paidTime}
            />
          );
        }
        if (data.status === '2' && onNew) {
          return (
            <ExpiredOutcome
              title={t('expired.title')}
              body={t('expired.body')}
              actionLabel={t('expired.action')}
              onNew={onNew}
            />
          );
        }
        return waiting(data, order);
      }}
    </QueryFrame>
  );
}

/** The amount of a code as its hero, with until when the code takes the payment. */
export function CodeHero({
  label,
  order,
  validUntil,
}: {
  label: string;
  order: TopUpOrder;
  validUntil: (time: string) => string;
}) {
  const { i18n } = useTranslation('topUp');
  return (
    <Hero
      label={label}
      amount={formatRupiah(order.amount, i18n.language)}
      testId="topup-amount"
      note={<Deadline text={validUntil(nowrap(formatDateTime(order.expTime, i18n.language)))} />}
    />
  );
}

/**
 * A code waiting for its payment: the code's card, the steps to pay it, a new code for another amount, and
 * the waiting line with checking now as the primary action.
 */
export function WaitingCode({
  testId,
  query,
  code,
  stepsTitle,
  steps,
  newLabel,
  onNew,
}: {
  testId: string;
  query: OrderQuery;
  code: ReactNode;
  stepsTitle: string;
  steps: string[];
  newLabel: string;
  onNew: () => void;
}) {
  const { t } = useTranslation('topUp');
  const polling = query.answers < POLL_MAX_ATTEMPTS;
  return (
    <Screen testId={testId} className="tu">
      <Card className="card--stack tu-code-card">{code}</Card>
      <Card title={stepsTitle}>
        <ol className="step-list tu-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      <TextLink onClick={onNew} testId="topup-other-amount">
        {newLabel}
      </TextLink>
      <WaitingFooter
        polling={polling}
        checking={query.isFetching && !polling}
        onCheck={() => void query.refetch()}
        waitingText={t('waiting.payment')}
        stoppedText={t('waiting.stopped')}
        checkLabel={t('waiting.check')}
      />
    </Screen>
  );
}

/** A request whose answer never came, said under the form (sending again reuses its id). */
export function Unanswered({ shown }: { shown: boolean }) {
  const { t } = useTranslation('topUp');
  return shown ? (
    <p className="tu-unanswered" role="alert">
      {t('unanswered')}
    </p>
  ) : null;
}

/**
 * The amount of a QRIS or store top-up (spec section 5) and what `children` add (the store), then the bank
 * makes the code and the screen goes to it.
 */
export function AmountForm<E extends typeof endpoints.topUpQris | typeof endpoints.topUpStore>({
  quota,
  kind,
  testId,
  endpoint,
  request,
  children,
}: {
  quota: TopUpQuota;
  /** The texts (`qris.*`, `store.*`) and the path of the code. */
  kind: 'qris' | 'store';
  testId: string;
  endpoint: E;
  /** What is sent for the amount (with the store for a store code). */
  request: (amount: string) => Omit<RequestOf<E>, 'txnNo'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('topUp');
  const nav = useAppNavigate();
  const max = maxOf(quota);
  const schema = useMemo(() => amountSchema(max), [max]);
  const { control, handleSubmit, setError } = useForm<AmountValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '' },
  });
  const sender = useSendTopUp(endpoint);
  const refusal = useRefusal(setError, ['amount']);
  const submit = handleSubmit(async (values) => {
    try {
      const order = await sender.send(request(values.amount));
      nav.push((kind === 'qris' ? qrisPath : storePath)(order.topUpNo));
    } catch (error) {
      refusal.show(error);
    }
  });
  return (
    <Screen testId={testId} className="tu">
      <Card>
        <p className="tu-intro">{t(`${kind}.intro`)}</p>
        <AmountField control={control} quota={quota} onEdit={refusal.clearUnanswered} />
      </Card>
      {children}
      <Unanswered shown={refusal.unanswered} />
      <BottomAction onClick={() => void submit()} loading={sender.sending} testId="topup-create">
        {t(`${kind}.create`)}
      </BottomAction>
    </Screen>
  );
}
