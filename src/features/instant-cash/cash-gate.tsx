import type { ReactNode } from 'react';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import { QueryFrame } from '../../shared/ui/query-frame';
import { AppOnly } from './app-only';
import { cashStateOf } from './cash-state';
import { CashUnavailable } from './unavailable';
import { useDevice, usePersonalCenter } from './use-cash-data';
import { useMpcStatus } from '../../shared/security/use-mpc-status';

/**
 * What every withdrawing screen checks first: inside the bank app (the bridge), then the customer account's
 * status (mpcStatus) and the cash state from the personal centre. Only an available line reaches `children`.
 */
export function CashGate({ children }: { children: (pc: PersonalCenter) => ReactNode }) {
  const device = useDevice();
  const account = usePersonalCenter();
  const mpcStatus = useMpcStatus();
  // A device the bridge cannot tell is no app; a failed mpcStatus closes nothing (useMpcStatus).
  return (
    <QueryFrame query={device} failure={() => <AppOnly />}>
      {(info) =>
        info.inApp ? (
          <QueryFrame query={account} waiting={mpcStatus.isPending}>
            {(pc) => {
              const state = cashStateOf(pc, mpcStatus.data);
              if (state === 'available') return children(pc);
              return <CashUnavailable reason={state} pc={pc} nextDate={pc.CASH_NEXT_DATE || undefined} />;
            }}
          </QueryFrame>
        ) : (
          <AppOnly />
        )
      }
    </QueryFrame>
  );
}
