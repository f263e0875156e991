import { AddCircleOutline, BillOutline, SendOutline, ShopbagOutline, UndoOutline } from 'antd-mobile-icons';
import { RupiahIcon } from '../../shared/ui/rupiah-icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranOrder, WalletOrderCategory } from '../../../contracts/entities/wallet';
import { formatRupiah } from '../../shared/lib/money';
import { StatusTag } from '../../shared/ui/status-tag';
import { useOrderLabels } from './order-labels';
import { STATUS_TONE, counterpartOf, directionOf, isIncoming, movedMoney } from './wallet-view';
import '../../shared/ui/lists.css';

export const CATEGORY_ICON: Record<WalletOrderCategory, ReactNode> = {
  TOPUP: <AddCircleOutline />,
  PAYMENT: <ShopbagOutline />,
  TRANSFER_IN: <RupiahIcon />,
  TRANSFER_OUT: <SendOutline />,
  REFUND: <UndoOutline />,
};

/** The order's icon: a Pay Later repayment is a bill paid, not shopping; otherwise its category's. */
export function orderIconOf(order: Pick<TranOrder, 'category' | 'orderType'>): ReactNode {
  return order.orderType === 'REPAY' ? <BillOutline /> : CATEGORY_ICON[order.category];
}

/** One order in the list: what and with whom, when, the amount with its direction, its status. */
export function OrderRow({
  order,
  when,
  onOpen,
}: {
  order: TranOrder;
  /** The order's date and time as the list writes them. */
  when: string;
  onOpen: () => void;
}) {
  const { i18n } = useTranslation();
  const labels = useOrderLabels();
  const moved = movedMoney(order.status);
  const incoming = isIncoming(order.category);
  return (
    <button
      type="button"
      className="wl-order"
      onClick={onOpen}
      data-testid="wallet-order"
      data-status={order.status}
      data-order={order.mpcOrderNo}
    >
      <span
        className={`list-icon wl-order__icon wl-order__icon--${order.category.toLowerCase()}`}
        aria-hidden="true"
      >
        {orderIconOf(order)}
      </span>
      <span className="wl-order__what">
        <span className="wl-order__name">{counterpartOf(order) || labels.category(order.category)}</span>
        <span className="wl-order__meta">
          {labels.category(order.category)} · <span className="wl-order__when">{when}</span>
        </span>
        {order.status !== '2' ? (
          <span className="wl-order__status">
            <StatusTag tone={STATUS_TONE[order.status]}>{labels.status(order.status)}</StatusTag>
          </span>
        ) : null}
      </span>
      <span
        className={`wl-order__amount${moved && incoming ? ' wl-order__amount--in' : ''}${moved ? '' : ' wl-order__amount--void'}`}
      >
        {formatRupiah(order.amount, i18n.language, moved ? directionOf(order) : undefined)}
      </span>
    </button>
  );
}
