import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { PrimeInputSchema } from '../entities/onboarding-prime';
import { EmptyRequestSchema } from '../entities/primitives';
import { ruleNoted } from '../wire-origin';
import { HighAccountUpgradeResultSchema, MiddleAccountUpgradeResultSchema } from '../entities/upgrade';

export const upgradeHighAccount = defineEndpoint({
  method: 'POST',
  path: '/ams/account/upgrade/high_account',
  // The Prime form's own schema: its choices are codes of the option lists (enums in the document), so the
  // form, the contract and the published request say the same rules. The address rule needs the lookup.
  request: z.extend(PrimeInputSchema, {
    province: ruleNoted(
      PrimeInputSchema.shape.province,
      'with city, distriCindy and subDistriCindy, the names of one path of the address lookup (query/city), in any case; else refused with ONB_ADDRESS_UNKNOWN under province',
    ),
    postCode: ruleNoted(
      PrimeInputSchema.shape.postCode,
      'the postal code of that path; else refused with ONB_POSTAL_CODE_MISMATCH under postCode',
    ),
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
