import { Dialog } from '../../shared/ui/antd-popups';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TopUpQuotaSchema } from '../../../contracts/entities/top-up';
import { isApiError } from '../../api';
import { isCode } from '../../api/is-code';
import { useCapText } from './top-up-parts';
import { useForgetWalletFigures } from './use-top-up';

const IssuesSchema = z.object({
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});

/**
 * Where a refusal of the bank is shown: at the field it concerns (the amount below the minimum or above the
 * tier's cap, with the tier's numbers; the card's expiry; a declined card; a rule the contract names),
 * otherwise a dialog with the bank's words. A request whose answer never came is said under the form.
 */
export function useRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
) {
  const { t } = useTranslation('topUp');
  const capText = useCapText();
  const forget = useForgetWalletFigures();
  const [unanswered, setUnanswered] = useState(false);
  const place = (field: string, message: string, type: 'bank' | 'bankCap' = 'bank') => {
    const path = fields.find((f) => f === field);
    if (!path) return false;
    setError(path, { type, message }, { shouldFocus: true });
    return true;
  };

  const show = (error: unknown) => {
    if (isApiError(error) && error.kind !== 'code' && error.kind !== 'contract') {
      setUnanswered(true);
      return;
    }
    setUnanswered(false);
    if (!isApiError(error)) {
      void Dialog.alert({ content: String(error), confirmText: t('ok') });
      return;
    }
    if (isCode(error, 'WALLET_BALANCE_CAP', 'WALLET_INCOMING_CAP')) {
      // The figures on screen are old: the bank's numbers come with the refusal, and again from quota.
      void forget();
      const quota = TopUpQuotaSchema.safeParse(error.ret_data);
      const numbers = quota.success ? capText(quota.data) : null;
      if (place('amount', numbers ? `${error.ret_msg} ${numbers}` : error.ret_msg, 'bankCap')) return;
    }
    if (isCode(error, 'WALLET_TOP_UP_MINIMUM') && place('amount', error.ret_msg)) return;
    if (isCode(error, 'WALLET_CARD_EXPIRED') && place('expiry', error.ret_msg)) return;
    if (isCode(error, 'WALLET_CARD_DECLINED') && place('cardNo', error.ret_msg)) return;
    const issues = isCode(error, 'BAD_REQUEST') ? IssuesSchema.safeParse(error.ret_data) : null;
    const placed = issues?.success ? issues.data.issues.map((i) => place(i.path, i.message)) : [];
    if (placed.some(Boolean)) return;
    void Dialog.alert({ content: error.ret_msg, confirmText: t('ok') });
  };

  return { show, unanswered, clearUnanswered: () => setUnanswered(false) };
}
