import { zodResolver } from '@hookform/resolvers/zod';
import { Selector } from 'antd-mobile';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  TOP_UP_STORE_NAMES,
  TopUpStoreSchema,
  type TopUpQuota,
  type TopUpStore,
} from '../../../contracts/entities/top-up';
import { endpoints } from './endpoints';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { POLL_MAX_ATTEMPTS } from '../../shared/lib/poll';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { CopyValue } from '../../shared/ui/copy-value';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { AmountField } from './amount-field';
import { Barcode } from './code-images';
import { ExpiredOutcome } from './expired-outcome';
import { storePath, topUpNoOf } from './paths';
import { Deadline, PaidOutcome, WaitingFooter, nowrap } from './top-up-parts';
import { amountSchema, maxOf, type AmountValues } from './top-up-view';
import { useRefusal } from './use-refusal';
import { useQuota, useSendTopUp, useTopUpOrder } from './use-top-up';
import './top-up.css';
import '../../shared/ui/screen.css';

const STORES = TopUpStoreSchema.options;

/** The amount and the store, then the bank makes the payment code. */
function StoreForm({ quota }: { quota: TopUpQuota }) {
  const { t } = useTranslation('topUp');
  const nav = useAppNavigate();
  const [store, setStore] = useState<TopUpStore>('ALFAMART');
  const max = maxOf(quota);
  const schema = useMemo(() => amountSchema(max), [max]);
  const { control, handleSubmit, setError } = useForm<AmountValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '' },
  });
  const sender = useSendTopUp(endpoints.topUpStore);
  const refusal = useRefusal(setError, ['amount']);
  const submit = handleSubmit(async (values) => {
    try {
      const order = await sender.send({ amount: values.amount, store });
      nav.push(storePath(order.topUpNo));
    } catch (error) {
      refusal.show(error);
    }
  });
  return (
    <Screen testId="topup-store-form" className="tu">
      <Card>
        <p className="tu-intro">{t('store.intro')}</p>
        <AmountField control={control} quota={quota} onEdit={refusal.clearUnanswered} />
      </Card>
      <Card title={t('store.chooseStore')}>
        <Selector
          className="choice-pills tu-stores"
          columns={2}
          options={STORES.map((value) => ({ label: TOP_UP_STORE_NAMES[value], value }))}
          value={[store]}
          onChange={(values) => {
            if (values[0]) setStore(values[0]);
          }}
        />
      </Card>
      {refusal.unanswered ? (
        <p className="tu-unanswered" role="alert">
          {t('unanswered')}
        </p>
      ) : null}
      <BottomAction onClick={() => void submit()} loading={sender.sending} testId="topup-create">
        {t('store.create')}
      </BottomAction>
    </Screen>
  );
}

/** The payment code with its barcode, the amount, until when, how to pay; updated in place once paid. */
function StoreCode({ no }: { no: string }) {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const order = useTopUpOrder(no);
  if (order.error) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <PageSkeleton />;
  const data = order.data;
  const store = TOP_UP_STORE_NAMES[data.store ?? 'ALFAMART'];
  if (data.status === '1') {
    return (
      <PaidOutcome
        amount={data.amount}
        balance={data.balanceAmt}
        method={t('paid.viaStore', { store })}
        reference={data.topUpNo}
        time={data.paidTime}
      />
    );
  }
  if (data.status === '2') {
    return (
      <ExpiredOutcome
        title={t('expired.title')}
        body={t('expired.body')}
        actionLabel={t('expired.action')}
        onNew={() => nav.replace(storePath())}
      />
    );
  }
  const amount = formatRupiah(data.amount, i18n.language);
  const code = data.paymentCode ?? '';
  const polling = order.answers < POLL_MAX_ATTEMPTS;
  return (
    <Screen testId="topup-store" className="tu">
      <Card className="tu-code-card">
        <Hero
          label={t('store.amountLabel')}
          amount={amount}
          testId="topup-amount"
          note={
            <Deadline
              text={t('store.validUntil', { time: nowrap(formatDateTime(data.expTime, i18n.language)) })}
            />
          }
        />
        <div className="tu-barcode-frame">
          <Barcode code={code} label={t('store.barcodeAlt', { code })} />
        </div>
        <CopyValue label={t('store.codeLabel')} value={code} testId="topup-payment-code" />
        <div className="tu-rows">
          <Rows
            label={t('store.codeLabel')}
            rows={[{ label: t('store.storeLabel'), value: store, testId: 'topup-store-name' }]}
          />
        </div>
      </Card>
      <Card title={t('store.stepsTitle', { store })}>
        <ol className="step-list tu-steps">
          <li>{t('store.steps.go', { store })}</li>
          <li>{t('store.steps.say')}</li>
          <li>{t('store.steps.show')}</li>
          <li>{t('store.steps.pay', { amount })}</li>
        </ol>
      </Card>
      <TextLink onClick={() => nav.replace(storePath())} testId="topup-other-amount">
        {t('store.newCode')}
      </TextLink>
      <WaitingFooter
        polling={polling}
        checking={order.isFetching && !polling}
        onCheck={() => void order.refetch()}
        waitingText={t('waiting.payment')}
        stoppedText={t('waiting.stopped')}
        checkLabel={t('waiting.check')}
      />
    </Screen>
  );
}

/** ROUTES.TOP_UP_STORE: amount and store, or with ?no=TOP_UP_NO the payment code waiting for the cash. */
export default function StorePage() {
  const [search] = useSearchParams();
  const nav = useAppNavigate();
  const no = topUpNoOf(search);
  const quota = useQuota(!no);
  useBackHandler(useCallback(() => nav.replace(ROUTES.TOP_UP), [nav]));
  if (no) return <StoreCode key={no} no={no} />;
  if (quota.error) return <ErrorState error={quota.error} onRetry={() => void quota.refetch()} />;
  if (!quota.data) return <PageSkeleton />;
  return <StoreForm quota={quota.data} />;
}
