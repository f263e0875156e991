import { AddCircleOutline, SendOutline, ShopbagOutline, UndoOutline } from 'antd-mobile-icons';
import { RupiahIcon } from '../../shared/ui/rupiah-icon';
import type { ReactNode } from 'react';
import type { TranOrder, WalletOrderCategory } from '../../../contracts/entities/wallet';
import { formatRupiah } from '../../shared/lib/money';
import { StatusTag } from '../../shared/ui/status-tag';
import { useOrderLabels } from './order-labels';
import { STATUS_TONE, counterpartOf, isIncoming, movedMoney, signOf } from './wallet-view';

export const CATEGORY_ICON: Record<WalletOrderCategory, ReactNode> = {
  TOPUP: <AddCircleOutline />,
  PAYMENT: <ShopbagOutline />,
  TRANSFER_IN: <RupiahIcon />,
  TRANSFER_OUT: <SendOutline />,
  REFUND: <UndoOutline />,
};

/** 'HH:mm' of hhmmss. */
const clock = (hms: string) => `${hms.slice(0, 2)}:${hms.slice(2, 4)}`;

/** One order in the list: what and with whom, when, the amount with its direction, its status. */
export function OrderRow({
  order,
  date,
  onOpen,
}: {
  order: TranOrder;
  /** The order's date as the list writes it. */
  date: string;
  onOpen: () => void;
}) {
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
      <span className={`wl-order__icon wl-order__icon--${order.category.toLowerCase()}`} aria-hidden="true">
        {CATEGORY_ICON[order.category]}
      </span>
      <span className="wl-order__what">
        <span className="wl-order__name">{counterpartOf(order) || labels.category(order.category)}</span>
        <span className="wl-order__meta">
          {labels.category(order.category)} · {date}, {clock(order.txnTime)}
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
        {moved ? signOf(order) : ''}
        {formatRupiah(order.amount)}
      </span>
    </button>
  );
}
