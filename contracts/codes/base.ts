import {
  BadRequestDataSchema,
  NotFoundOrScenarioDataSchema,
  OtpLockedDataSchema,
  ScenarioDataSchema,
} from './data';
import {
  ACCESS_ALLOWED_CODE,
  CSRF_INVALID_CODE,
  SERVERS_BUSY_CODE,
  SESSION_EXPIRED_CODE,
} from './base-values';
import type { CodeDefinitions } from './types';

/**
 * The codes every area shares. Codes the spec gives keep their meaning; the others were chosen once
 * (docs/decisions/0003-return-codes.md). Each area adds its own codes in a file beside this one. `key`
 * names the client's message (i18n namespace `errors`); `id` and `en` are the bank's ret_msg.
 */
export const BASE_CODES = {
  SUCCESS: { code: '0000', key: 'success', meaning: 'success', id: 'Berhasil', en: 'Success' },
  SUCCESS_ACCOUNT: {
    code: '80430000',
    key: 'success',
    meaning: 'success (account services)',
    id: 'Berhasil',
    en: 'Success',
  },
  SUCCESS_ALT: {
    code: '80460000',
    key: 'success',
    meaning: 'treated as success',
    id: 'Berhasil',
    en: 'Success',
  },
  ACCESS_ALLOWED: {
    code: ACCESS_ALLOWED_CODE,
    key: 'success',
    meaning: 'treated as success: access allowed',
    id: 'Berhasil',
    en: 'Success',
  },
  SERVERS_BUSY: {
    code: SERVERS_BUSY_CODE,
    key: 'serversBusy',
    meaning: 'servers are too busy',
    id: 'Server kami sedang sibuk. Silakan coba lagi nanti.',
    en: 'Our servers are too busy right now. Please try again later.',
  },
  OTP_LOCKED: {
    code: '80430223',
    data: OtpLockedDataSchema,
    key: 'otpLocked',
    meaning: '5 failed OTP attempts in 30 minutes',
    id: 'Kamu sudah 5 kali salah memasukkan kode dalam 30 menit. Silakan coba lagi besok.',
    en: 'You entered a wrong code 5 times in 30 minutes. Please try again tomorrow.',
  },
  BAD_REQUEST: {
    code: '80400001',
    data: BadRequestDataSchema,
    key: 'badRequest',
    meaning: 'request failed its contract',
    id: 'Data yang dikirim tidak valid.',
    en: 'The data sent is not valid.',
  },
  CSRF_INVALID: {
    code: CSRF_INVALID_CODE,
    key: 'csrfInvalid',
    meaning: 'missing or wrong csrf_token header',
    id: 'Sesi keamanan tidak valid. Silakan muat ulang halaman.',
    en: 'The security session is not valid. Please reload the page.',
  },
  NOT_FOUND: {
    code: '80400404',
    data: NotFoundOrScenarioDataSchema,
    key: 'notFound',
    meaning: 'no such call',
    id: 'Layanan tidak ditemukan.',
    en: 'Service not found.',
  },
  IDEMPOTENCY_CONFLICT: {
    code: '80400409',
    key: 'idempotencyConflict',
    meaning:
      'a money call sent again with the same session or order id but other values: refused, nothing moves',
    id: 'Permintaan ini sudah dikirim dengan data yang berbeda. Silakan mulai lagi.',
    en: 'This request was already sent with different details. Please start again.',
  },
  SESSION_EXPIRED: {
    code: SESSION_EXPIRED_CODE,
    data: ScenarioDataSchema,
    key: 'sessionExpired',
    meaning:
      'fake bank: the tester session this browser had expired (idle too long) and was restored from its scenario; ret_data.scenario names it',
    id: 'Sesi uji kamu kedaluwarsa; skenario dipulihkan.',
    en: 'Your test session expired; the scenario was restored.',
  },
  CANNOT_PROCESS: {
    code: '80499999',
    key: 'cannotProcess',
    meaning: 'the bank cannot process the request',
    id: 'Maaf, permintaan kamu tidak dapat diproses saat ini.',
    en: 'Sorry, we cannot process your request right now.',
  },
  NOT_WHITELISTED: {
    code: '80430101',
    key: 'notWhitelisted',
    meaning: 'user not on the Pay Later whitelist',
    id: 'Pay Later belum tersedia untuk akun kamu.',
    en: 'Pay Later is not available for your account yet.',
  },
  PAY_LATER_NOT_OPEN: {
    code: '80430102',
    key: 'payLaterNotOpen',
    meaning:
      "Pay Later is on the access config's noOpenList (not open yet): applying, Instant Cash and Pay Later at checkout refused",
    id: 'Pay Later belum dibuka untuk saat ini. Fitur lain seperti dompet, poin, dan promo tetap bisa kamu gunakan.',
    en: 'Pay Later is not open at the moment. Everything else, such as your wallet, points and deals, still works.',
  },
} as const satisfies CodeDefinitions;
