import { isoToMs, toWibIso } from '../../../contracts/dates';
import type { BankState } from '../../../fake-bank/model/bank-state';

/** The clock of the OTP scenarios: 10:00 WIB, so seeded times read plainly in the state dump. */
export const OTP_CLOCK = '2026-11-21T10:00:00+07:00';
const CLOCK_MS = isoToMs(OTP_CLOCK);
const at = (secondsBefore: number) => toWibIso(CLOCK_MS - secondsBefore * 1000);

/** The path of the code screen for the Pay Later application's OTP step. */
export const OTP_VERIFY_PATH = '/otp/verify?usage=PAYLATER_APPLY&next=%2Floading&channel=WHATSAPP';

interface LiveCodeSeed {
  attemptsLeft: number;
  sendsToday: number;
  /** Wrong entries made this many seconds before the clock starts (inside the 30-minute window). */
  failuresAgo: number[];
  /** Seconds before the clock starts that the code was sent; 10 by default. */
  sentAgo?: number;
  /** What the code's last entry was answered, and how many seconds before the clock starts. */
  lastCheck?: { code: 'OTP_WRONG' | 'OTP_SYSTEM_ERROR'; ago: number };
}

/**
 * A WhatsApp code for PAYLATER_APPLY sent `sentAgo` seconds before the clock starts (live for 5 minutes)
 * with `attemptsLeft` tries, the `sendsToday` codes of the day, and the wrong entries of the last 30
 * minutes, as verify/otp leaves them: the code screen opened on it shows its state (query/otp).
 */
export function seedLiveCode(state: BankState, seed: LiveCodeSeed): void {
  const track = state.security.otp.phone;
  const sentAgo = seed.sentAgo ?? 10;
  track.current = {
    subject: state.customer.phone,
    usage: 'PAYLATER_APPLY',
    channel: 'WHATSAPP',
    sentAt: at(sentAgo),
    expiresAt: at(sentAgo - 300),
    attemptsLeft: seed.attemptsLeft,
    ...(seed.lastCheck ? { lastCheck: { code: seed.lastCheck.code, at: at(seed.lastCheck.ago) } } : {}),
  };
  track.lastSentAt = at(sentAgo);
  track.day = '20261121';
  track.sendsToday = seed.sendsToday;
  // Newest last.
  track.failures = [...seed.failuresAgo].sort((a, b) => b - a).map(at);
}

/** Five wrong codes in the last 30 minutes: OTP locked until 00:00 WIB (80430223), no code live. */
export function seedLockedOtp(state: BankState): void {
  const track = state.security.otp.phone;
  track.current = null;
  track.lastSentAt = at(60);
  track.day = '20261121';
  track.sendsToday = 3;
  track.failures = [1200, 1140, 1080, 300, 60].map(at);
  track.lockedDay = '20261121';
}
