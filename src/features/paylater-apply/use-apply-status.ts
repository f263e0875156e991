import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import { useAccountStore } from '../../shared/stores/account-store';

/** The landing link's visitor (the partner's parameters, empty when opened directly). */
export function visitorOf(search: string) {
  const query = new URLSearchParams(search);
  return { partnerId: query.get('partnerId') ?? '', userToken: query.get('userToken') ?? '' };
}

/**
 * pre_check and the whitelist check, as queries the landing also asks ahead (apply-page.tsx): a failed
 * answer is shown with its retry, not asked again when the screen mounts.
 */
export const applyStatusQueries = ({ partnerId, userToken }: { partnerId: string; userToken: string }) =>
  [
    { ...endpointQuery(endpoints.preCheck, { partnerId, userToken }), retryOnMount: false },
    { ...endpointQuery(endpoints.checkWhitelist, {}), retryOnMount: false },
  ] as const;

/** Who the visitor is and whether Pay Later is offered to them (pre_check and the whitelist check). */
export function useApplyStatus(partnerId: string, userToken: string) {
  const [preCheck, whitelist] = useQueries({
    queries: applyStatusQueries({ partnerId, userToken }),
  });
  const setAccountInfo = useAccountStore((s) => s.setAccountInfo);
  const setPaylater = useAccountStore((s) => s.setPaylater);
  useEffect(() => {
    if (!preCheck.data) return;
    const { name, email, phone, mpcUid, mpcLevel, whiteList, payLaterStatus, appNo } = preCheck.data;
    setAccountInfo({ name, email, phone, mpcUid, mpcLevel, whiteList });
    setPaylater(payLaterStatus, appNo || null);
  }, [preCheck.data, setAccountInfo, setPaylater]);

  // A read of QueryFrame's shape: there once both answered; a retry asks both again.
  return {
    data:
      preCheck.data && whitelist.data
        ? {
            appNo: preCheck.data.appNo,
            /** The Pay Later terms are agreed already (save/protocol): pre_check no longer asks for them. */
            termsAgreed: preCheck.data.tncRequired === 'N',
            whitelisted: whitelist.data.whitelistFlag === 'Y' && preCheck.data.whiteList === 'Y',
          }
        : undefined,
    error: preCheck.error ?? whitelist.error,
    refetch: () => {
      void preCheck.refetch();
      void whitelist.refetch();
    },
  };
}
