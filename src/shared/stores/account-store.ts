import { create } from 'zustand';
import type { AccountStatus, MemberInfo } from '../../../contracts/entities/account';

/** Spec section 3, last paragraph: the account state the client holds between screens. */
export interface BalanceInfo {
  balanceAmt: string;
}

interface AccountState {
  accountInfo: Partial<AccountStatus & MemberInfo> | null;
  balanceInfo: BalanceInfo | null;
  currentPlaylaterStatus: string | null;
  paylaterAppNo: string | null;
  setAccountInfo: (info: Partial<AccountStatus & MemberInfo>) => void;
  setBalanceInfo: (info: BalanceInfo) => void;
  setPaylater: (status: string | null, appNo: string | null) => void;
}

export const useAccountStore = create<AccountState>((set) => ({
  accountInfo: null,
  balanceInfo: null,
  currentPlaylaterStatus: null,
  paylaterAppNo: null,
  setAccountInfo: (info) => set((s) => ({ accountInfo: { ...s.accountInfo, ...info } })),
  setBalanceInfo: (balanceInfo) => set({ balanceInfo }),
  setPaylater: (currentPlaylaterStatus, paylaterAppNo) => set({ currentPlaylaterStatus, paylaterAppNo }),
}));

type Snapshot = Pick<AccountState, 'accountInfo' | 'balanceInfo'>;

/** Derived values: mobile, email, name, and balance from balance info, else account info, else 0. */
export const selectMobile = (s: Snapshot) => s.accountInfo?.phoneNo ?? s.accountInfo?.phone ?? '';
export const selectEmail = (s: Snapshot) => s.accountInfo?.email ?? '';
export const selectName = (s: Snapshot) => s.accountInfo?.name ?? '';
export const selectBalance = (
  s: Snapshot & { accountInfo: (Snapshot['accountInfo'] & { balanceAmt?: string }) | null },
) => s.balanceInfo?.balanceAmt ?? s.accountInfo?.balanceAmt ?? '0';
