import type { ReactNode } from 'react';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import { ErrorState } from '../../shared/ui/error-state';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
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
  if (device.isPending) return <PageSkeleton />;
  if (!device.data?.inApp) return <AppOnly />;
  if (account.error) return <ErrorState error={account.error} onRetry={() => void account.refetch()} />;
  if (!account.data || mpcStatus.isPending) return <PageSkeleton />;
  const state = cashStateOf(account.data, mpcStatus.data);
  if (state !== 'available') {
    const nextDate = account.data.CASH_NEXT_DATE || undefined;
    return <CashUnavailable reason={state} pc={account.data} nextDate={nextDate} />;
  }
  return <>{children(account.data)}</>;
}
