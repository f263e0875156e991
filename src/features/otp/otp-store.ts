import { create } from 'zustand';
import type { OtpChannel } from '../../../contracts/entities/otp';

/** The code the bank sent last in this visit: where it went and when a new one may be asked for. */
export interface SentCode {
  usage: string;
  channel: OtpChannel;
  /** The destination as the bank or the client masked it (first 2 and last 4 digits). */
  maskedPhone: string;
  /** Client time (ms) when the resend countdown ends. */
  resendAt: number;
}

interface OtpStore {
  sent: SentCode | null;
  setSent: (sent: SentCode) => void;
}

export const useOtpStore = create<OtpStore>((set) => ({
  sent: null,
  setSent: (sent) => set({ sent }),
}));
