import { create } from 'zustand';

/** The one "Masalah Jaringan." dialog of section 8: opened by the client on a failure without ret_code. */
export const useNetworkDialog = create<{ open: boolean; show: () => void; hide: () => void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
