import { Button } from 'antd-mobile';
import { AddCircleOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '../../../contracts/entities/wallet';
import { formatRupiah } from '../../shared/lib/money';
import '../../shared/ui/hero.css';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { tierName } from './wallet-view';

/** Allo Pay: the tier, the spendable balance large, what processing orders hold, top up and history. */
export function BalanceCard({ balance }: { balance: WalletBalance }) {
  const { t, i18n } = useTranslation('wallet');
  const nav = useAppNavigate();
  const held = Number(balance.coreAcctList[0]?.blockedBalanceAmt ?? 0);
  // Top up first and filled (the primary action), the history after it in outline.
  const actions = [
    {
      to: ROUTES.TOP_UP,
      fill: 'solid',
      className: 'wl-card__primary',
      testId: 'wallet-top-up',
      icon: <AddCircleOutline aria-hidden="true" />,
      text: t('home.topUp'),
    },
    {
      to: ROUTES.WALLET_BALANCE,
      fill: 'outline',
      className: 'wl-card__secondary',
      testId: 'wallet-history',
      icon: <UnorderedListOutline aria-hidden="true" />,
      text: t('home.history'),
    },
  ] as const;
  return (
    <section className="brand-card wl-card" aria-labelledby="wl-card-label" data-testid="wallet-balance-card">
      <div className="wl-card__head">
        <p className="wl-card__product">{t('home.alloPay')}</p>
        <span className="wl-card__tier" data-testid="wallet-tier">
          {tierName(balance.mpcLevel)}
        </span>
      </div>
      <p className="brand-card__label" id="wl-card-label">
        {t('home.balanceLabel')}
      </p>
      <p className="brand-card__amount wl-card__amount" data-testid="wallet-balance">
        {formatRupiah(balance.balanceAmt, i18n.language)}
      </p>
      {held > 0 ? (
        <p className="wl-card__note" data-testid="wallet-held">
          {t('home.held', { amount: formatRupiah(held, i18n.language) })}
        </p>
      ) : null}
      <div className="two-columns wl-card__actions">
        {actions.map((action) => (
          <Button
            key={action.testId}
            shape="rounded"
            fill={action.fill}
            className={action.className}
            onClick={() => nav.push(action.to)}
            data-testid={action.testId}
          >
            {action.icon} {action.text}
          </Button>
        ))}
      </div>
    </section>
  );
}
