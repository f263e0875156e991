import { zodResolver } from '@hookform/resolvers/zod';
import { LockOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TopUpQuota } from '../../../contracts/entities/top-up';
import { bankNow } from '../../api';
import { endpoints } from './endpoints';
import { formatRupiah } from '../../shared/lib/money';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Card, Screen } from '../../shared/ui/screen';
import { AmountField, useFieldText } from './amount-field';
import { CardField } from './card-field';
import { cardPath } from './paths';
import { TopUpOrderView, TopUpRoute, Unanswered } from './top-up-flow';
import { cardSchema, expiryInput, groupCard, maxOf, type CardValues } from './top-up-view';
import { useRefusal } from './use-refusal';
import { useSendTopUp } from './use-top-up';
import './top-up.css';
import { toBusinessMonth } from '../../../contracts/dates';

const FIELDS = ['amount', 'cardNo', 'expiry', 'cvv'] as const;

/**
 * The amount and the debit card: number (Luhn check), expiry MM/YY (required, spec section 5) and CVV,
 * checked as the person leaves each field; the card is charged at once and the result takes the screen.
 */
function CardForm({ quota }: { quota: TopUpQuota }) {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const max = maxOf(quota);
  const month = toBusinessMonth(bankNow());
  const schema = useMemo(() => cardSchema(max, month), [max, month]);
  const { control, handleSubmit, setError } = useForm<CardValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '', cardNo: '', expiry: '', cvv: '' },
  });
  const amount = useWatch({ control, name: 'amount' });
  const fieldText = useFieldText(quota);
  const sender = useSendTopUp(endpoints.topUpCard);
  const refusal = useRefusal(setError, FIELDS);
  const submit = handleSubmit(async (values) => {
    try {
      const order = await sender.send(values);
      nav.replace(cardPath(order.topUpNo));
    } catch (error) {
      refusal.show(error);
    }
  });
  const valid = schema.shape.amount.safeParse(amount).success;
  return (
    <Screen testId="topup-card-form" className="tu">
      <Card>
        <AmountField control={control} quota={quota} onEdit={refusal.clearUnanswered} />
      </Card>
      <Card title={t('card.title')} testId="topup-card">
        <Controller
          name="cardNo"
          control={control}
          render={({ field, fieldState }) => (
            <CardField
              id="topup-card-number"
              label={t('card.number')}
              placeholder={t('card.numberPlaceholder')}
              autoComplete="cc-number"
              maxLength={23}
              inputRef={field.ref}
              value={groupCard(field.value)}
              onChange={(text) => field.onChange(text.replace(/\D/g, '').slice(0, 19))}
              onBlur={field.onBlur}
              error={fieldText(fieldState.error)}
            />
          )}
        />
        <div className="two-columns tu-field-pair">
          <Controller
            name="expiry"
            control={control}
            render={({ field, fieldState }) => (
              <CardField
                id="topup-card-expiry"
                label={t('card.expiry')}
                placeholder={t('card.expiryPlaceholder')}
                autoComplete="cc-exp"
                maxLength={5}
                inputRef={field.ref}
                value={field.value}
                onChange={(text) => field.onChange(expiryInput(text))}
                onBlur={field.onBlur}
                error={fieldText(fieldState.error)}
              />
            )}
          />
          <Controller
            name="cvv"
            control={control}
            render={({ field, fieldState }) => (
              <CardField
                id="topup-card-cvv"
                label={t('card.cvv')}
                autoComplete="cc-csc"
                maxLength={3}
                secret
                inputRef={field.ref}
                value={field.value}
                onChange={(text) => field.onChange(text.replace(/\D/g, '').slice(0, 3))}
                onBlur={field.onBlur}
                error={fieldText(fieldState.error)}
                hint={t('card.cvvHint')}
              />
            )}
          />
        </div>
        <p className="tu-note">
          <LockOutline aria-hidden="true" />
          {t('card.note')}
        </p>
      </Card>
      <Unanswered shown={refusal.unanswered} />
      <BottomAction onClick={() => void submit()} loading={sender.sending} testId="topup-card-submit">
        {valid ? t('card.submit', { amount: formatRupiah(amount, i18n.language) }) : t('card.submitPlain')}
      </BottomAction>
    </Screen>
  );
}

/** The card top-up as the bank answers it (charged at once). */
function CardResult({ no }: { no: string }) {
  const { t } = useTranslation('topUp');
  return <TopUpOrderView no={no} method={(data) => t('paid.viaCard', { card: data.cardNo ?? '' })} />;
}

/** ROUTES.TOP_UP_DEBIT_CARD: the card form, or with ?no=TOP_UP_NO the card top-up's result. */
export default function DebitCardPage() {
  return <TopUpRoute Order={CardResult} Form={CardForm} />;
}
