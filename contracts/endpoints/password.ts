import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { SecurityTokenSchema } from '../entities/otp';
import {
  CipherTextSchema,
  PasswordChangeResultSchema,
  PasswordSceneSchema,
  PasswordSessionSchema,
  PasswordValidateResultSchema,
  RandomFactorSchema,
} from '../entities/password';
import { EmptyRequestSchema } from '../entities/primitives';
import { NEW_LOGIN_PASSWORD_RULE, NEW_PIN_RULE } from '../rules/secret-rules';
import { ruleNoted } from '../wire-origin';

/*
 * ecss_type 'rsa': every PIN or password travels encrypted. The client gets a factor and an RSA public key
 * (get/random_factor, get/ua_factor), encrypts the PIN or password with RSA-OAEP SHA-256, and sends the
 * base64 ciphertext with the factor; each factor works once. The PIN rules of section 5 (6 digits, not
 * weak) and the password rules (8+ with lower, upper, digit, symbol, differs from old) are applied by the
 * bank after decrypting, answering the rule's text.
 */

export const passwordSet = defineEndpoint({
  method: 'POST',
  path: '/ams/password/set',
  request: z.object({ password: ruleNoted(CipherTextSchema, NEW_PIN_RULE), factor: SecurityTokenSchema }),
  response: PasswordChangeResultSchema,
  summary: 'Set the 6-digit PIN (encrypted with the factor key) when none is set',
  group: 'password',
});

export const passwordReset = defineEndpoint({
  method: 'POST',
  path: '/ams/password/reset',
  request: z.object({
    newPassword: ruleNoted(
      CipherTextSchema,
      `with a factor of get/ua_factor (scene UA) it ${NEW_LOGIN_PASSWORD_RULE}, not the current one (PASSWORD_SAME_AS_OLD); else it ${NEW_PIN_RULE}, not the current PIN (PIN_SAME_AS_OLD)`,
    ),
    factor: SecurityTokenSchema,
    /** Proof of identity: the session of a verified OTP (verify/otp or verify/uaotp). */
    session: SecurityTokenSchema,
  }),
  response: PasswordChangeResultSchema,
  summary: 'Forgot PIN: set a new PIN, proven by an OTP session',
  group: 'password',
});

export const passwordValidate = defineEndpoint({
  method: 'POST',
  path: '/ams/password/validate',
  request: z.object({
    password: CipherTextSchema,
    factor: SecurityTokenSchema,
    scene: PasswordSceneSchema,
  }),
  response: PasswordValidateResultSchema,
  summary: "Check the PIN; counts the day's wrong entries (dayErrorCount, 5 lock until 00:00 WIB)",
  group: 'password',
});

export const passwordUpdate = defineEndpoint({
  method: 'POST',
  path: '/ams/password/update',
  request: z.object({
    password: CipherTextSchema,
    newPassword: ruleNoted(CipherTextSchema, `${NEW_PIN_RULE}; not the current PIN (PIN_SAME_AS_OLD)`),
    factor: SecurityTokenSchema,
    newFactor: SecurityTokenSchema,
  }),
  response: PasswordChangeResultSchema,
  summary: 'Change the PIN: the old PIN (factor) and a new, different, strong PIN (newFactor)',
  group: 'password',
});

export const passwordLoginUpdate = defineEndpoint({
  method: 'POST',
  path: '/ams/password/login/update',
  request: z.object({
    password: CipherTextSchema,
    newPassword: ruleNoted(
      CipherTextSchema,
      `${NEW_LOGIN_PASSWORD_RULE}; not the current one (PASSWORD_SAME_AS_OLD under this field)`,
    ),
    factor: SecurityTokenSchema,
    newFactor: SecurityTokenSchema,
  }),
  response: PasswordChangeResultSchema,
  summary: 'Change the login password: the old one and a new one following the section 5 rules',
  group: 'password',
});

export const getRandomFactor = defineEndpoint({
  method: 'GET',
  path: '/ams/password/get/random_factor',
  request: z.object({ scene: PasswordSceneSchema }),
  response: RandomFactorSchema,
  summary: 'A one-use factor and the RSA public key to encrypt a PIN with, for a scene',
  group: 'password',
});

export const getUaFactor = defineEndpoint({
  method: 'GET',
  path: '/ams/password/get/ua_factor',
  request: EmptyRequestSchema,
  response: RandomFactorSchema,
  summary: 'A one-use factor and the RSA public key to encrypt the login password with (scene UA)',
  group: 'password',
});

export const checkPasswordSession = defineEndpoint({
  method: 'POST',
  path: '/ifes-front/ams/password/check/session',
  request: z.object({ session: SecurityTokenSchema }),
  response: PasswordSessionSchema,
  summary: 'Whether a verification session (PIN validate or OTP) is still valid',
  group: 'password',
});
