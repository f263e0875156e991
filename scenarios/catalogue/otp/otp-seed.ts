import type { BankState } from '../../../fake-bank/state/bank-state';

/** The clock of the OTP scenarios: 10:00 WIB, so seeded times read plainly in the state dump. */
export const OTP_CLOCK = '2026-11-21T10:00:00+07:00';
const CLOCK_MS = Date.parse(OTP_CLOCK);
const at = (secondsBefore: number) =>
  new Date(CLOCK_MS - secondsBefore * 1000 + 7 * 3600_000).toISOString().replace('.000Z', '+07:00');

/**
 * A WhatsApp code for PAYLATER_APPLY sent 10 s before the clock starts (live for 5 minutes) with
 * `attemptsLeft` tries, the `sendsToday` codes of the day, and wrong entries made `failuresAgo` seconds
 * before the clock starts (inside the 30-minute window).
 */
export function seedLiveCode(
  state: BankState,
  seed: { attemptsLeft: number; sendsToday: number; failuresAgo: number[] },
): void {
  const track = state.security.otp.phone;
  track.current = {
    subject: state.customer.phone,
    usage: 'PAYLATER_APPLY',
    channel: 'WHATSAPP',
    sentAt: at(10),
    expiresAt: at(10 - 300),
    attemptsLeft: seed.attemptsLeft,
  };
  track.lastSentAt = at(10);
  track.day = '20261121';
  track.sendsToday = seed.sendsToday;
  // Newest last.
  track.failures = [...seed.failuresAgo].sort((a, b) => b - a).map(at);
}
