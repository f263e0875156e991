import { create } from 'zustand';

/** What the user gave to join the queue, kept in memory so a failed connection can retry in one tap. */
export interface JoinDetails {
  motherFirstName: string;
  currentAddress: string;
}

interface VbStore {
  joined: JoinDetails | null;
  remember: (details: JoinDetails) => void;
}

export const useVbStore = create<VbStore>((set) => ({
  joined: null,
  remember: (details) => set({ joined: details }),
}));
