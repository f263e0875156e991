import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { KtpScanResult } from '../../../contracts/entities/id-scan';

/** A scan the bank read, and the flow it was read for. */
export interface StoredScan extends KtpScanResult {
  flowId: string;
}

interface ScanState {
  /** The last scan the bank read, for the confirm-data form (kept across a reload of that screen). */
  scan: StoredScan | null;
  setScan: (scan: StoredScan | null) => void;
}

export const useScanStore = create<ScanState>()(
  persist(
    (set) => ({
      scan: null,
      setScan: (scan) => set({ scan }),
    }),
    { name: 'id-scan', storage: createJSONStorage(() => sessionStorage) },
  ),
);
