import { create } from 'zustand';

/**
 * The fake bank restored this browser's test session from its scenario after it expired: the app says so
 * once, instead of silently showing another state (opened by the client on the SESSION_EXPIRED code).
 */
export const useSessionNotice = create<{ open: boolean; show: () => void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
}));
