import type { CodeEntry } from './codes';

/**
 * The bank's own messages for its error codes, in both languages. The client shows `ret_msg` as the bank
 * sends it (section 7), so the bank must answer in the caller's language.
 */
export const BANK_MESSAGES: Record<CodeEntry['key'], { id: string; en: string }> = {
  success: { id: 'Berhasil', en: 'Success' },
  serversBusy: {
    id: 'Server kami sedang sibuk. Silakan coba lagi nanti.',
    en: 'Our servers are too busy right now. Please try again later.',
  },
  otpLocked: {
    id: 'Kamu sudah 5 kali salah memasukkan kode dalam 30 menit. Silakan coba lagi besok.',
    en: 'You entered a wrong code 5 times in 30 minutes. Please try again tomorrow.',
  },
  badRequest: {
    id: 'Data yang dikirim tidak valid.',
    en: 'The data sent is not valid.',
  },
  csrfInvalid: {
    id: 'Sesi keamanan tidak valid. Silakan muat ulang halaman.',
    en: 'The security session is not valid. Please reload the page.',
  },
  notFound: { id: 'Layanan tidak ditemukan.', en: 'Service not found.' },
  cannotProcess: {
    id: 'Maaf, permintaan kamu tidak dapat diproses saat ini.',
    en: 'Sorry, we cannot process your request right now.',
  },
  notWhitelisted: {
    id: 'Pay Later belum tersedia untuk akun kamu.',
    en: 'Pay Later is not available for your account yet.',
  },
};

export type Lang = 'id' | 'en';

export function langOf(locale: string | undefined): Lang {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'id';
}
