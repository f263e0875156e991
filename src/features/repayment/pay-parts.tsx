import { Radio, SpinLoading } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDIT_CODES as CODES } from '../../../contracts/codes/credit';
import { formatRupiah } from '../../shared/lib/money';
import { BottomAction } from '../../shared/ui/bottom-action';
import { PinSheet } from '../../shared/ui/pin-sheet';
import { ResendCard } from '../../shared/ui/resend-card';
import { Card } from '../../shared/ui/screen';
import { TextLink } from '../../shared/ui/text-link';
import type { RepayMethod, useRepay } from './use-repay';
import { useWalletBalance } from './use-repay-data';

type Repay = ReturnType<typeof useRepay>;

/**
 * The method the person pays with: the balance when it covers the amount, else the virtual account. A
 * refusal for the balance (the bank's 'Maaf, saldo kamu tidak cukup.') keeps the choice visible with the
 * way to pay by virtual account instead.
 */
export function useMethodChoice(amount: number | null, balance: number | undefined) {
  const [chosen, setChosen] = useState<RepayMethod | null>(null);
  const short = balance !== undefined && amount !== null && amount > balance;
  const preferred: RepayMethod = short ? 'VA' : 'BANK_CARD';
  const method: RepayMethod = chosen === 'BANK_CARD' && short ? 'VA' : (chosen ?? preferred);
  return { method, short, choose: setChosen };
}

export function MethodCard({
  method,
  onChange,
  balance,
  balanceLoading,
  short,
  repay,
}: {
  method: RepayMethod;
  onChange: (method: RepayMethod) => void;
  balance: number | undefined;
  balanceLoading: boolean;
  /** The balance does not cover the amount (known before asking the bank). */
  short: boolean;
  repay: Repay;
}) {
  const { t, i18n } = useTranslation('repayment');
  const refused = repay.refusal?.at === 'balance' ? repay.refusal.message : null;
  // The bank's words for a balance too small; before any call, the same text from the code catalogue.
  const shortText =
    refused ?? (short ? CODES.CREDIT_INSUFFICIENT_BALANCE[i18n.language === 'en' ? 'en' : 'id'] : null);
  const payByVa = () => {
    repay.clearRefusal();
    onChange('VA');
  };
  return (
    <Card title={t('method.title')} testId="repay-method">
      <Radio.Group
        value={method}
        onChange={(value) => {
          repay.clearRefusal();
          onChange(value as RepayMethod);
        }}
      >
        <div className="rp-methods">
          <div className={`rp-method${method === 'BANK_CARD' ? ' rp-method--on' : ''}`}>
            <Radio value="BANK_CARD" disabled={short} className="rp-method__radio">
              <span className="rp-method__name">{t('method.balance')}</span>
              <span className="rp-method__note">
                {balanceLoading ? (
                  <>
                    <SpinLoading className="rp-spinner" aria-hidden="true" />
                    {t('method.balanceLoading')}
                  </>
                ) : balance !== undefined ? (
                  t('method.balanceAmount', { amount: formatRupiah(balance, i18n.language) })
                ) : null}
              </span>
            </Radio>
            {shortText ? (
              <div className="rp-method__short" role={refused ? 'alert' : undefined}>
                <p className="rp-method__short-text">
                  <ExclamationCircleOutline aria-hidden="true" />
                  <span data-testid="repay-balance-short">{shortText}</span>
                </p>
                {method === 'BANK_CARD' ? (
                  <TextLink onClick={payByVa} testId="repay-use-va">
                    {t('method.useVa')}
                  </TextLink>
                ) : null}
              </div>
            ) : null}
          </div>
          <div className={`rp-method${method === 'VA' ? ' rp-method--on' : ''}`}>
            <Radio value="VA" className="rp-method__radio">
              <span className="rp-method__name">{t('method.va')}</span>
              <span className="rp-method__note">{t('method.vaNote')}</span>
            </Radio>
          </div>
        </div>
      </Radio.Group>
    </Card>
  );
}

/** Sent, but the bank's answer never came: send exactly the same request again (same session). */
export function RetryCard({ repay }: { repay: Repay }) {
  if (!repay.unanswered) return null;
  return (
    <ResendCard
      ns="repayment"
      block="rp-retry"
      sending={repay.sending}
      onResend={() => void repay.resend()}
    />
  );
}

export function RepayPinSheet({ repay, description }: { repay: Repay; description: string }) {
  const { t } = useTranslation('repayment');
  return (
    <PinSheet
      visible={repay.sheetOpen}
      title={t('pin.title')}
      description={description}
      boxesLabel={t('pin.boxes')}
      busyLabel={t('pin.checking')}
      error={repay.pinError}
      onComplete={repay.onPin}
      onClose={repay.closeSheet}
    />
  );
}

/** The method, the retry, the primary action and the PIN sheet of a payment of `amount`. */
export function PayFooter({
  amount,
  validate,
  repay,
  pinBody,
  submitLabel,
}: {
  amount: number | null;
  validate?: () => Promise<boolean>;
  repay: Repay;
  /** The PIN sheet's line (what the PIN confirms). */
  pinBody?: string;
  /** The primary action's words. */
  submitLabel?: string;
}) {
  const { t, i18n } = useTranslation('repayment');
  const wallet = useWalletBalance();
  const choice = useMethodChoice(amount, wallet.data);
  const amountText = amount !== null ? formatRupiah(amount, i18n.language) : '';
  return (
    <>
      <MethodCard
        method={choice.method}
        onChange={choice.choose}
        balance={wallet.data}
        balanceLoading={wallet.isPending}
        short={choice.short}
        repay={repay}
      />
      <RetryCard repay={repay} />
      <BottomAction
        testId="repay-submit"
        loading={repay.sending}
        disabled={!!repay.unanswered}
        disabledReason={repay.unanswered ? t('retry.title') : undefined}
        onClick={() => {
          void (async () => {
            if (validate && !(await validate())) return;
            repay.confirm(choice.method);
          })();
        }}
      >
        {submitLabel ?? (amount !== null ? t('pay.submit', { amount: amountText }) : t('pay.submitPlain'))}
      </BottomAction>
      <RepayPinSheet repay={repay} description={pinBody ?? t('pin.body', { amount: amountText })} />
    </>
  );
}
