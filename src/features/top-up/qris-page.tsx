import { useTranslation } from 'react-i18next';
import type { TopUpQuota } from '../../../contracts/entities/top-up';
import { endpoints } from './endpoints';
import { formatRupiah } from '../../shared/lib/money';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { QrImage } from './code-images';
import { qrisPath } from './paths';
import { AmountForm, CodeHero, TopUpOrderView, TopUpRoute, WaitingCode } from './top-up-flow';
import './top-up.css';

/** The amount of a QRIS top-up (spec section 5), then the bank makes the code. */
function QrisAmount({ quota }: { quota: TopUpQuota }) {
  return (
    <AmountForm
      quota={quota}
      testId="topup-qris-amount"
      kind="qris"
      endpoint={endpoints.topUpQris}
      request={(amount) => ({ amount })}
    />
  );
}

/** The QR code of one top-up, its amount and validity, how to pay it; updated in place once paid. */
function QrisCode({ no }: { no: string }) {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const onNew = () => nav.replace(qrisPath());
  return (
    <TopUpOrderView
      no={no}
      method={() => t('paid.viaQris')}
      onNew={onNew}
      waiting={(data, query) => {
        const amount = formatRupiah(data.amount, i18n.language);
        const merchant = data.merchantName ?? '';
        return (
          <WaitingCode
            testId="topup-qris"
            query={query}
            code={
              <>
                <p className="tu-code-card__merchant" data-testid="topup-merchant">
                  {merchant}
                </p>
                <div className="tu-qr-frame">
                  <QrImage payload={data.qrContent ?? ''} label={t('qris.codeAlt', { amount })} />
                </div>
                <CodeHero
                  label={t('qris.amountLabel')}
                  order={data}
                  validUntil={(time) => t('qris.validUntil', { time })}
                />
              </>
            }
            stepsTitle={t('qris.stepsTitle')}
            steps={[
              t('qris.steps.open'),
              t('qris.steps.scan'),
              t('qris.steps.check', { merchant, amount }),
              t('qris.steps.pay'),
            ]}
            newLabel={t('qris.newCode')}
            onNew={onNew}
          />
        );
      }}
    />
  );
}

/** ROUTES.TOP_UP_QRIS: the amount step, or with ?no=TOP_UP_NO the code waiting for its payment. */
export default function QrisPage() {
  return <TopUpRoute Order={QrisCode} Form={QrisAmount} />;
}
