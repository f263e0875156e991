import { z } from 'zod/mini';
import { AccessStateSchema, CustomerSchema, DeviceSchema, PayLaterStateSchema } from './bank-state-core';
import { KeyValueConfigSchema } from '../../contracts';
import { ContentStateSchema } from './content';
import { CreditStateSchema } from './credit';
import { LoyaltyStateSchema } from './loyalty';
import { OnboardingStateSchema } from './onboarding';
import { SecurityStateSchema } from './security';
import { WalletStateSchema } from './wallet';

export * from './bank-state-core';

/** Answers of money-moving calls by request or order id, so a retry has one effect (issue: idempotency). */
export const IdempotencyLedgerSchema = z.record(
  z.string(),
  z.object({
    endpoint: z.string(),
    at: z.string(),
    result: z.unknown(),
    /** HMAC-SHA256 of the request as first sent (money calls): the same key with other values is refused. */
    digest: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
    /** The request's text, as entries kept before decision 0032 hold it (compared, never written again). */
    request: z.optional(z.string().check(z.maxLength(20_000))),
  }),
);

/**
 * The whole state of one tester's bank, as scenarios seed it and the fake bank keeps it. Each area owns
 * its slice (fake-bank/model/*.ts, seeded by scenarios); every answer of the bank is read from here.
 */
export const BankStateSchema = z.object({
  customer: CustomerSchema,
  access: AccessStateSchema,
  paylater: PayLaterStateSchema,
  config: z.array(KeyValueConfigSchema),
  device: DeviceSchema,
  onboarding: OnboardingStateSchema,
  security: SecurityStateSchema,
  credit: CreditStateSchema,
  wallet: WalletStateSchema,
  loyalty: LoyaltyStateSchema,
  content: ContentStateSchema,
  idempotency: IdempotencyLedgerSchema,
});
export type BankState = z.infer<typeof BankStateSchema>;
