import { SpinLoading } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, ClockCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopUpQuota } from '../../../contracts/entities/top-up';
import { formatDateTime } from '../../shared/lib/dates';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { LinkListItem } from '../../shared/ui/link-list-item';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { BottomAction } from '../../shared/ui/bottom-action';
import { Outcome } from '../../shared/ui/outcome';
import { Rows, type Row } from '../../shared/ui/rows';
import { TextLink } from '../../shared/ui/text-link';
import { capLine, upgradeOf } from './top-up-view';
import './top-up.css';

/** A row of a list that opens another screen: a real link, pushed through the app's navigation. */
export function LinkRow(props: {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
  testId?: string;
}) {
  return <LinkListItem {...props} block="tu-link" />;
}

/** A deadline kept on one line inside a sentence ('22 Nov 2026, 10.00 WIB' never breaks). */
export function nowrap(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/** Until when a code or account takes a payment: due-soon colour, words and a clock. */
export function Deadline({ text }: { text: string }) {
  return (
    <p className="tu-deadline" data-testid="topup-valid-until">
      <ClockCircleOutline aria-hidden="true" />
      {text}
    </p>
  );
}

/** The tier's cap that limits a top-up now, in words with its numbers; null without a cap. */
export function useCapText() {
  const { t, i18n } = useTranslation('topUp');
  return (quota: TopUpQuota | undefined): string | null => {
    const line = quota ? capLine(quota) : null;
    if (!line) return null;
    return t(line.key, {
      tier: line.values.tier,
      cap: formatRupiah(line.values.cap, i18n.language),
      room: formatRupiah(line.values.room, i18n.language),
    });
  };
}

/** The tier's limits (spec section 6): minimum, balance cap, monthly incoming cap and use, the way up. */
export function LimitRows({ quota }: { quota: TopUpQuota }) {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const capOf = (value: string) =>
    Number(value) < 0 ? t('limits.none') : formatRupiah(value, i18n.language);
  const rows: Row[] = [
    {
      label: t('limits.minimum'),
      value: formatRupiah(quota.minTopUpAmt, i18n.language),
      testId: 'topup-limit-minimum',
    },
    { label: t('limits.balanceCap'), value: capOf(quota.balanceCap), testId: 'topup-limit-balance' },
    { label: t('limits.incomingCap'), value: capOf(quota.incomingCap), testId: 'topup-limit-incoming' },
    ...(Number(quota.incomingCap) >= 0
      ? [
          {
            label: t('limits.incomingUsed'),
            value: formatRupiah(quota.incomingAmt, i18n.language),
            testId: 'topup-incoming-used',
          },
        ]
      : []),
  ];
  const upgrade = upgradeOf(quota.mpcLevel);
  return (
    <>
      <Rows label={t('limits.title', { tier: quota.tierName })} rows={rows} />
      {upgrade ? (
        <TextLink onClick={() => nav.push(upgrade.to)} testId="topup-upgrade">
          {upgrade.key === 'middle' ? t('limits.upgradeMiddle') : t('limits.upgradePrime')}
        </TextLink>
      ) : null}
    </>
  );
}

/**
 * While a payment is awaited: the progress line (polling), or once polling stopped, a nudge to check; and
 * the one primary action, checking now.
 */
export function WaitingFooter({
  polling,
  checking,
  onCheck,
  waitingText,
  stoppedText,
  checkLabel,
}: {
  polling: boolean;
  checking: boolean;
  onCheck: () => void;
  waitingText: string;
  stoppedText: string;
  checkLabel: string;
}) {
  return (
    <>
      <p className="tu-waiting" role="status" data-testid="topup-waiting">
        {polling ? (
          <>
            <SpinLoading className="tu-spinner" aria-hidden="true" />
            {waitingText}
          </>
        ) : (
          <>
            <ClockCircleFill className="tu-waiting__icon" aria-hidden="true" />
            {stoppedText}
          </>
        )}
      </p>
      <BottomAction onClick={onCheck} loading={checking} testId="topup-check">
        {checkLabel}
      </BottomAction>
    </>
  );
}

/** The money landed: the amount, the new balance, how and when; on to Allo Pay or another top-up. */
export function PaidOutcome({
  amount,
  balance,
  method,
  reference,
  time,
}: {
  /** The amount received; left out when the bank does not say it. */
  amount?: string;
  balance: string;
  method: string;
  reference?: string;
  time: string;
}) {
  const { t, i18n } = useTranslation('topUp');
  const nav = useAppNavigate();
  const rows: Row[] = [
    { label: t('paid.method'), value: method, testId: 'topup-paid-method' },
    ...(reference ? [{ label: t('paid.number'), value: reference }] : []),
    ...(time ? [{ label: t('paid.time'), value: formatDateTime(time, i18n.language, 'long') }] : []),
  ];
  return (
    <Outcome
      testId="topup-paid"
      status="success"
      icon={<CheckCircleFill />}
      title={t('paid.title')}
      body={
        <span data-testid="topup-paid-balance">
          {t('paid.body', { balance: formatRupiah(balance, i18n.language) })}
        </span>
      }
      figure={
        amount === undefined
          ? undefined
          : {
              label: t('paid.amountLabel'),
              value: formatRupiah(amount, i18n.language),
              testId: 'topup-paid-amount',
            }
      }
      link={{ label: t('paid.again'), onClick: () => nav.replace(ROUTES.TOP_UP), testId: 'topup-again' }}
      action={{ label: t('paid.done'), onClick: () => nav.replace(ROUTES.WALLET_HOME), testId: 'topup-done' }}
    >
      <div className="tu-paid-rows">
        <Rows label={t('paid.title')} rows={rows} />
      </div>
    </Outcome>
  );
}
