import { BankcardOutline, RedoOutline, ShopbagOutline } from 'antd-mobile-icons';
import { RupiahIcon } from '../../shared/ui/rupiah-icon';
import { kindOf, type TransactionType } from './transaction-view';
import '../../shared/ui/lists.css';

/** What a transaction is, drawn (decorative: the type's name is always written beside it). */
export function TypeIcon({ type }: { type: TransactionType }) {
  const kind = kindOf(type);
  return (
    <span className={`list-icon txn-icon txn-icon--${type === 'C' ? 'cash' : kind}`} aria-hidden="true">
      {type === 'C' ? (
        <RupiahIcon />
      ) : kind === 'repayment' ? (
        <BankcardOutline />
      ) : kind === 'refund' ? (
        <RedoOutline />
      ) : (
        <ShopbagOutline />
      )}
    </span>
  );
}
