import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TopUpQuota } from '../../../contracts/entities/top-up';
import { endpoints } from './endpoints';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { POLL_MAX_ATTEMPTS } from '../../shared/lib/poll';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { Card, Hero, Screen } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import { AmountField } from './amount-field';
import { QrImage } from './code-images';
import { ExpiredOutcome } from './expired-outcome';
import { qrisPath, topUpNoOf } from './paths';
import { Deadline, PaidOutcome, WaitingFooter, nowrap } from './top-up-parts';
import { amountSchema, maxOf, type AmountValues } from './top-up-view';
import { useRefusal } from './use-refusal';
import { useQuota, useSendTopUp, useTopUpOrder } from './use-top-up';
import './top-up.css';
import '../../shared/ui/screen.css';

/** The amount of a QRIS top-up (spec section 5), then the bank makes the code. */
function QrisAmount({ quota }: { quota: TopUpQuota }) {
  const { t } = useTranslation('topUp');
  const nav = useAppNavigate();
  const max = maxOf(quota);
  const schema = useMemo(() => amountSchema(max), [max]);
  const { control, handleSubmit, setError } = useForm<AmountValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '' },
  });
  const sender = useSendTopUp(endpoints.topUpQris);
  const refusal = useRefusal(setError, ['amount']);
  const submit = handleSubmit(async (values) => {
    try {
      const order = await sender.send({ amount: values.amount });
      nav.push(qrisPath(order.topUpNo));
    } catch (error) {
      refusal.show(error);
    }
  });
  return (
    <Screen testId="topup-qris-amount" className="tu">
      <Card>
        <p className="tu-intro">{t('qris.intro')}</p>
        <AmountField control={control} quota={quota} onEdit={refusal.clearUnanswered} />
      </Card>
      {refusal.unanswered ? (
        <p className="tu-unanswered" role="alert">
          {t('unanswered')}
        </p>
      ) : null}
      <BottomAction onClick={() => void submit()} loading={sender.sending} testId="topup-create">
        {t('qris.create')}
      </BottomAction>
    </Screen>
  );
}

/** The QR code of one top-up, its amount and validity, how to pay it; updated in place once paid. */
function QrisCode({ no }: { no: string }) {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const order = useTopUpOrder(no);
  if (order.error) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <PageSkeleton />;
  const data = order.data;
  if (data.status === '1') {
    return (
      <PaidOutcome
        amount={data.amount}
        balance={data.balanceAmt}
        method={t('paid.viaQris')}
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
        onNew={() => nav.replace(qrisPath())}
      />
    );
  }
  const amount = formatRupiah(data.amount, i18n.language);
  const merchant = data.merchantName ?? '';
  const polling = order.answers < POLL_MAX_ATTEMPTS;
  return (
    <Screen testId="topup-qris" className="tu">
      <Card className="tu-code-card">
        <p className="tu-code-card__merchant" data-testid="topup-merchant">
          {merchant}
        </p>
        <div className="tu-qr-frame">
          <QrImage payload={data.qrContent ?? ''} label={t('qris.codeAlt', { amount })} />
        </div>
        <Hero
          label={t('qris.amountLabel')}
          amount={amount}
          testId="topup-amount"
          note={
            <Deadline
              text={t('qris.validUntil', { time: nowrap(formatDateTime(data.expTime, i18n.language)) })}
            />
          }
        />
      </Card>
      <Card title={t('qris.stepsTitle')}>
        <ol className="step-list tu-steps">
          <li>{t('qris.steps.open')}</li>
          <li>{t('qris.steps.scan')}</li>
          <li>{t('qris.steps.check', { merchant, amount })}</li>
          <li>{t('qris.steps.pay')}</li>
        </ol>
      </Card>
      <TextLink onClick={() => nav.replace(qrisPath())} testId="topup-other-amount">
        {t('qris.newCode')}
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

/** ROUTES.TOP_UP_QRIS: the amount step, or with ?no=TOP_UP_NO the code waiting for its payment. */
export default function QrisPage() {
  const [search] = useSearchParams();
  const nav = useAppNavigate();
  const no = topUpNoOf(search);
  const quota = useQuota(!no);
  useBackHandler(useCallback(() => nav.replace(ROUTES.TOP_UP), [nav]));
  if (no) return <QrisCode key={no} no={no} />;
  if (quota.error) return <ErrorState error={quota.error} onRetry={() => void quota.refetch()} />;
  if (!quota.data) return <PageSkeleton />;
  return <QrisAmount quota={quota.data} />;
}
