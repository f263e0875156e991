import { ROUTES } from '../../shared/navigation/routes';
import { withQuery } from '../../shared/navigation/with-query';

/** The bank list, or one bank's virtual account (?bank=BANK_CODE). */
export const bankPath = (bank?: string) => withQuery(ROUTES.TOP_UP_BANK_TRANSFER, { bank });
/** The amount step, or one top-up (?no=TOP_UP_NO): its code and whether it is paid. */
export const qrisPath = (no?: string) => withQuery(ROUTES.TOP_UP_QRIS, { no });
export const storePath = (no?: string) => withQuery(ROUTES.TOP_UP_STORE, { no });
export const cardPath = (no?: string) => withQuery(ROUTES.TOP_UP_DEBIT_CARD, { no });

/** A top-up number as the bank writes it, or '' when the query holds none. */
export function topUpNoOf(search: URLSearchParams): string {
  const no = search.get('no') ?? '';
  return /^TU\d{8,20}$/.test(no) ? no : '';
}
