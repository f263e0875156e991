import { useTranslation } from 'react-i18next';
import type { WalletOrderCategory, WalletOrderStatus } from '../../../contracts/entities/wallet';

/** The readable words of an order's status, category and how it was made, in the user's language. */
export function useOrderLabels() {
  const { t } = useTranslation('wallet');
  return {
    status: (status: WalletOrderStatus) => t(`status.${status}`),
    category: (category: WalletOrderCategory) => t(`category.${category}`),
    /** VA, QRIS, ONLINE, POS, P2P, STORE, CARD, REPAY, CASH; anything else as the bank wrote it. */
    orderType: (type: string) => {
      switch (type) {
        case 'VA':
        case 'QRIS':
        case 'ONLINE':
        case 'POS':
        case 'P2P':
        case 'STORE':
        case 'CARD':
        case 'REPAY':
        case 'CASH':
          return t(`orderType.${type}`);
        default:
          return type;
      }
    },
  };
}
