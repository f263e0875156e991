/**
 * The section 5 rules of a new PIN and a new login password as the published request names them (x-rule):
 * they travel encrypted, so no pattern can say them; the bank checks them after decrypting (PinSchema,
 * NewPasswordSchema) and answers the rule's text under the field.
 */
export const NEW_PIN_RULE =
  'decrypts to the new PIN: 6 digits, not weak (one digit six times, or ascending or descending such as 123456 and 654321); else PIN_FORMAT or PIN_WEAK under this field';
export const NEW_LOGIN_PASSWORD_RULE =
  'decrypts to the new login password: 8 to 64 characters with a lowercase and an uppercase letter, a digit and a symbol; else PASSWORD_RULES under this field';
