import { Button } from 'antd-mobile';
import { FileOutline, InformationCircleOutline } from 'antd-mobile-icons';
import { RupiahIcon } from '../../shared/ui/rupiah-icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../shared/lib/money';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { formatDate } from '../../shared/lib/dates';
import { LIFECYCLE_ENDED, type CashReason, type HomeView } from './home-view';

const REASON_KEY = {
  'account-deactivated': 'actions.cashReason.accountDeactivated',
  'account-closed': 'actions.cashReason.accountClosed',
  'account-frozen': 'actions.cashReason.accountFrozen',
  'account-locked': 'actions.cashReason.accountLocked',
  'security-risk': 'actions.cashReason.securityRisk',
  loss: 'actions.cashReason.loss',
  frozen: 'actions.cashReason.frozen',
  locked: 'actions.cashReason.locked',
  'partially-locked': 'actions.cashReason.partiallyLocked',
  'repay-first': 'actions.cashReason.repayFirst',
  'below-minimum': 'actions.cashReason.belowMinimum',
  'only-pay': 'actions.cashReason.onlyPay',
  'once-per-month': 'actions.cashReason.oncePerMonth',
} as const satisfies Record<CashReason, string>;

interface ActionProps {
  id: string;
  label: string;
  icon: ReactNode;
  primary: boolean;
  disabled: boolean;
  /** Under the button: a figure when open, why not when disabled. */
  note: string;
  onClick: () => void;
}

function Action({ id, label, icon, primary, disabled, note, onClick }: ActionProps) {
  return (
    <div className="ph-action">
      <Button
        block
        size="large"
        shape="rounded"
        color="primary"
        fill={primary ? 'solid' : 'outline'}
        disabled={disabled}
        onClick={onClick}
        aria-describedby={`${id}-note`}
        data-testid={id}
      >
        <span className="ph-action__label">
          <span className="ph-action__icon" aria-hidden="true">
            {icon}
          </span>
          {label}
        </span>
      </Button>
      <p className={`ph-action__note${disabled ? ' ph-action__note--reason' : ''}`} id={`${id}-note`}>
        {disabled ? <InformationCircleOutline aria-hidden="true" /> : null}
        <span>{note}</span>
      </p>
    </div>
  );
}

/** The two big actions: pay the bill, get cash; a disabled one says why in a line under it. */
export function HomeActions({ view }: { view: HomeView }) {
  const { t, i18n } = useTranslation('paylaterHome');
  const nav = useAppNavigate();
  const payNote = LIFECYCLE_ENDED.has(view.state)
    ? t(view.state === 'account-closed' ? 'actions.closedNothingToPay' : 'actions.deactivatedPay')
    : !view.canPay
      ? t('actions.noBill')
      : view.billDue > 0
        ? t('actions.payAmount', { amount: formatRupiah(view.billDue, i18n.language) })
        : t('actions.payEarly');
  const cashNote = view.cashReason
    ? t(REASON_KEY[view.cashReason], {
        minimum: formatRupiah(view.minWithdrawal, i18n.language),
        date: view.cashNextDate ? formatDate(view.cashNextDate, i18n.language) : '',
      })
    : t('actions.cashUpTo', { amount: formatRupiah(view.cashAvailable, i18n.language) });
  return (
    <section className="two-columns ph-actions" aria-label={t('actions.label')}>
      <Action
        id="home-pay"
        label={t('actions.pay')}
        icon={<FileOutline />}
        primary={view.billDue > 0}
        disabled={!view.canPay}
        note={payNote}
        onClick={() => nav.push(ROUTES.SERVICE_REPAYMENT)}
      />
      <Action
        id="home-cash"
        label={t('actions.cash')}
        icon={<RupiahIcon />}
        primary={view.billDue === 0}
        disabled={view.cashReason !== null}
        note={cashNote}
        onClick={() => nav.push(ROUTES.INSTANT_CASH)}
      />
    </section>
  );
}
