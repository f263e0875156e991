import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TOP_UP_STORE_NAMES,
  TopUpStoreSchema,
  type TopUpQuota,
  type TopUpStore,
} from '../../../contracts/entities/top-up';
import { endpoints } from './endpoints';
import { formatRupiah } from '../../shared/lib/money';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { CopyValue } from '../../shared/ui/copy-value';
import { Rows } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/screen';
import { Barcode } from './code-images';
import { storePath } from './paths';
import { AmountForm, CodeHero, TopUpOrderView, TopUpRoute, WaitingCode } from './top-up-flow';
import '../../shared/ui/screen.css';
import './top-up.css';

const STORES = TopUpStoreSchema.options;

/** The amount and the store, then the bank makes the payment code. */
function StoreForm({ quota }: { quota: TopUpQuota }) {
  const { t } = useTranslation('topUp');
  const [store, setStore] = useState<TopUpStore>('ALFAMART');
  return (
    <AmountForm
      quota={quota}
      testId="topup-store-form"
      kind="store"
      endpoint={endpoints.topUpStore}
      request={(amount) => ({ amount, store })}
    >
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
    </AmountForm>
  );
}

/** The payment code with its barcode, the amount, until when, how to pay; updated in place once paid. */
function StoreCode({ no }: { no: string }) {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const onNew = () => nav.replace(storePath());
  const storeOf = (data: { store?: TopUpStore | undefined }) => TOP_UP_STORE_NAMES[data.store ?? 'ALFAMART'];
  return (
    <TopUpOrderView
      no={no}
      method={(data) => t('paid.viaStore', { store: storeOf(data) })}
      onNew={onNew}
      waiting={(data, query) => {
        const amount = formatRupiah(data.amount, i18n.language);
        const code = data.paymentCode ?? '';
        const store = storeOf(data);
        return (
          <WaitingCode
            testId="topup-store"
            query={query}
            code={
              <>
                <CodeHero
                  label={t('store.amountLabel')}
                  order={data}
                  validUntil={(time) => t('store.validUntil', { time })}
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
              </>
            }
            stepsTitle={t('store.stepsTitle', { store })}
            steps={[
              t('store.steps.go', { store }),
              t('store.steps.say'),
              t('store.steps.show'),
              t('store.steps.pay', { amount }),
            ]}
            newLabel={t('store.newCode')}
            onNew={onNew}
          />
        );
      }}
    />
  );
}

/** ROUTES.TOP_UP_STORE: amount and store, or with ?no=TOP_UP_NO the payment code waiting for the cash. */
export default function StorePage() {
  return <TopUpRoute Order={StoreCode} Form={StoreForm} />;
}
