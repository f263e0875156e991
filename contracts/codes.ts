/**
 * Every return code the product knows. Codes the spec gives keep their meaning; the others were chosen
 * once here (docs/decisions/0003-return-codes.md). `key` is the i18n key of the user-facing message, in
 * the `errors` namespace, and the bank answers `ret_msg` from the same catalogue.
 */
export const CODES = {
  SUCCESS: { code: '0000', key: 'success', meaning: 'success' },
  SUCCESS_ACCOUNT: { code: '80430000', key: 'success', meaning: 'success (account services)' },
  SUCCESS_ALT: { code: '80460000', key: 'success', meaning: 'treated as success' },
  ACCESS_ALLOWED: { code: '80430241', key: 'success', meaning: 'treated as success: access allowed' },
  SERVERS_BUSY: { code: '80488999', key: 'serversBusy', meaning: 'servers are too busy' },
  OTP_LOCKED: { code: '80430223', key: 'otpLocked', meaning: '5 failed OTP attempts in 30 minutes' },
  BAD_REQUEST: { code: '80400001', key: 'badRequest', meaning: 'request failed its contract' },
  CSRF_INVALID: { code: '80400002', key: 'csrfInvalid', meaning: 'missing or wrong csrf_token header' },
  NOT_FOUND: { code: '80400404', key: 'notFound', meaning: 'no such call' },
  CANNOT_PROCESS: { code: '80499999', key: 'cannotProcess', meaning: 'the bank cannot process the request' },
  NOT_WHITELISTED: {
    code: '80430101',
    key: 'notWhitelisted',
    meaning: 'user not on the Pay Later whitelist',
  },
} as const;

export type CodeName = keyof typeof CODES;
export type CodeEntry = (typeof CODES)[CodeName];

export function codeByValue(code: string): CodeEntry | undefined {
  return Object.values(CODES).find((entry) => entry.code === code);
}
