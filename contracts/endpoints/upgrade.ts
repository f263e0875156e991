import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { EmptyRequestSchema, TextSchema } from '../entities/primitives';
import { HighAccountUpgradeResultSchema, MiddleAccountUpgradeResultSchema } from '../entities/upgrade';
import { CompanyTextSchema, NpwpSchema, PostalCodeSchema } from '../rules/fields';

const requiredText = TextSchema.check(z.minLength(1, { error: 'required' }));
/** RT and RW: 1 to 3 digits. */
const RtRwSchema = z.string({ error: 'required' }).check(z.regex(/^\d{1,3}$/, { error: 'rtRw' }));

export const upgradeHighAccount = defineEndpoint({
  method: 'POST',
  path: '/ams/account/upgrade/high_account',
  request: z.object({
    businessFields: requiredText,
    profession: requiredText,
    post: requiredText,
    sourceOfMoney: requiredText,
    openingAccountPurposes: requiredText,
    monthlyIncome: requiredText,
    currentAddress: CompanyTextSchema,
    rt: RtRwSchema,
    rw: RtRwSchema,
    postCode: PostalCodeSchema,
    province: requiredText,
    city: requiredText,
    distriCindy: requiredText,
    subDistriCindy: requiredText,
    /** NPWP, 15 digits, when the customer has one. */
    taxId: z.optional(NpwpSchema),
  }),
  response: HighAccountUpgradeResultSchema,
  summary:
    'Upgrade the wallet to Allo Prime (savings): success, unsuccessful, or validation failed (try later)',
  group: 'upgrade',
});

export const upgradeMiddleAccount = defineEndpoint({
  method: 'POST',
  path: '/ams/account/upgrade/middle_account',
  request: EmptyRequestSchema,
  response: MiddleAccountUpgradeResultSchema,
  summary: 'Upgrade the wallet from Allo Pay to Allo Pay+ (registered e-money); answers a session',
  group: 'upgrade',
});
